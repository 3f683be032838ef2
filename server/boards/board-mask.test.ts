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

  it('keeps a meeting note and answers no initials without a patient', () => {
    const meeting = maskGridItem({
      ...procedure,
      purpose: 'Meeting',
      patient_first_name: null,
      patient_last_name: null,
      patient_mrn: null,
      event_note: 'Room 4',
    });
    expect(meeting).toMatchObject({ patient_initials: null, event_note: 'Room 4' });
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
