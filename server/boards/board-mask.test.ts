import { describe, expect, it } from 'vitest';
import type { DailyScheduleData, ScheduleGridItem } from '../../shared/schemas/daily-schedule.js';
import { maskDayData, maskGridItem, maskUpserted } from './board-mask.js';

const procedure: ScheduleGridItem = {
  id: 7,
  event_date: '2026-11-23',
  start_time: '08:00',
  end_time: '10:00',
  purpose: 'Procedure',
  surgeon_type: 'P',
  event_location: 'PHH MOR',
  event_location_text: null,
  patient_first_name: 'Johanna',
  patient_last_name: 'Quackenbush',
  patient_mrn: 'MRN-884211',
  case_number: 'C-5521',
  procedure: 'Laparoscopic cholecystectomy',
  event_note: 'Johanna prefers her sister to be called',
  surgeon: 'James Carter',
  metting_q: null,
  metting_d: null,
  surgeon_o_am: null,
  surgeon_o_pm: null,
  version: 3,
};
const secrets = ['Johanna', 'Quackenbush', 'MRN-884211', 'C-5521'];

describe('the board masking function', () => {
  it('keeps the initials and the procedure and drops names, MRN, case number and the note', () => {
    const masked = maskGridItem(procedure);
    expect(masked).toMatchObject({
      patient_first_name: null,
      patient_last_name: null,
      patient_mrn: null,
      case_number: null,
      event_note: null,
      patient_initials: 'JQ',
      procedure: 'Laparoscopic cholecystectomy',
      id: 7,
      version: 3,
    });
    for (const secret of secrets) expect(JSON.stringify(masked)).not.toContain(secret);
  });

  it("drops a meeting's and an office block's text and note, and answers no initials without a patient", () => {
    for (const purpose of ['Meeting', 'Office'] as const) {
      const masked = maskGridItem({
        ...procedure,
        purpose,
        patient_first_name: null,
        patient_last_name: null,
        patient_mrn: null,
        procedure: 'Family meeting about Johanna',
        event_note: 'Room 4',
      });
      expect(masked).toMatchObject({ purpose, patient_initials: null, procedure: null, event_note: null });
      expect(masked).toMatchObject({ start_time: '08:00', end_time: '10:00', surgeon: 'James Carter' });
    }
  });

  it('masks a field it does not know (a new one) by default', () => {
    const withNewField = { ...procedure, referral_letter: 'Dear Dr, re Johanna Quackenbush' } as ScheduleGridItem;
    expect(maskGridItem(withNewField)).toMatchObject({ referral_letter: null });
  });

  it('masks every item of a day and of a pushed event', () => {
    const day: DailyScheduleData = {
      date: '2026-11-23',
      times: [],
      surgeons: [],
      surgeonsRole: [],
      surgeon_events: { 3: [procedure], 4: [{ ...procedure, surgeon_type: 'A' }] },
      office_events: [{ ...procedure, purpose: 'Office', event_note: 'Closed early' }],
    };
    const upserted = {
      id: 7,
      version: 3,
      dates: ['2026-11-23'],
      surgeons: [],
      surgeon_events: { 3: procedure },
      office_event: procedure,
    };
    for (const masked of [maskDayData(day), maskUpserted(upserted)]) {
      for (const secret of secrets) expect(JSON.stringify(masked)).not.toContain(secret);
    }
    expect(maskDayData(day).surgeon_events[4]![0]!.patient_initials).toBe('JQ');
  });
});
