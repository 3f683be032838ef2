import { clockStartingAt } from '../../shared/practice-clock.js';
import { describe, expect, it } from 'vitest';
import type { RoomSnapshotParts } from '../../shared/realtime/snapshots.js';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import type { ScheduleGridItem } from '../../shared/schemas/daily-schedule.js';
import { familyBoardDates, familyDayOf } from './family-day.js';

const DATE = '2026-11-23';
/** The stored family codes of the procedures (events 11, 12 and 14). */
const CODES = new Map([
  [11, 'KQ7-M4P'],
  [12, 'ZT3-HX9'],
  [14, 'BW5-RN2'],
]);

const item = (id: number, start: string, overrides: Partial<ScheduleGridItem> = {}): ScheduleGridItem => ({
  id,
  event_date: DATE,
  start_time: start,
  end_time: '23:00',
  purpose: 'Procedure',
  surgeon_type: 'P',
  event_location: 'PHH MOR',
  event_location_text: 'Quimby family room 12',
  patient_first_name: 'Johanna',
  patient_last_name: 'Quackenbush',
  patient_mrn: 'MRN-884211',
  case_number: 'C-5521',
  procedure: 'Laparoscopic cholecystectomy',
  event_note: 'Johanna prefers her sister to be called',
  surgeon: 'James Carter, Priya Natarajan',
  metting_q: null,
  metting_d: null,
  surgeon_o_am: null,
  surgeon_o_pm: null,
  version: 1,
  ...overrides,
});

const progress = (eventId: number, overrides: Partial<CaseProgress>): CaseProgress => ({
  event_id: eventId,
  event_date: DATE,
  case_code: CODES.get(eventId)!,
  step: null,
  milestones: [],
  delay: null,
  cancellation: null,
  version: 1,
  ...overrides,
});

const milestone = (step: CaseProgress['milestones'][number]['step'], time: string) => ({
  step,
  date: DATE,
  time,
  set_by: 4,
  set_by_name: 'Nurse Johanna Quackenbush',
  entered_late: 0 as const,
  correction_reason: null,
});

function snapshot(): RoomSnapshotParts['day'] {
  return {
    'daily-schedule': {
      date: DATE,
      times: [],
      surgeons: [
        { id: 3, name: 'James Carter' },
        { id: 4, name: 'Priya Natarajan' },
      ],
      surgeonsRole: [],
      surgeon_events: {
        // Event 11: Carter primary, Natarajan assisting; event 12: Natarajan alone; 13 a meeting.
        3: [item(11, '09:00'), item(13, '07:00', { purpose: 'Meeting', procedure: 'M&M of Quackenbush' })],
        4: [item(11, '09:00', { surgeon_type: 'A' }), item(12, '07:30'), item(14, '12:00')],
      },
      office_events: [item(15, '08:00', { purpose: 'Office', surgeon_type: null })],
    },
    'call-calendar': {} as RoomSnapshotParts['day']['call-calendar'],
    'block-time': {} as RoomSnapshotParts['day']['block-time'],
    'case-tracking': {
      cases: {
        11: progress(11, {
          step: 'procedure_start',
          milestones: [
            milestone('checked_in', '08:10'),
            milestone('in_room', '08:40'),
            milestone('procedure_start', '09:05'),
          ],
          delay: { reason: 'Surgeon late', note: 'Quackenbush family told', date: DATE, time: '08:30' },
        }),
        12: progress(12, { delay: { reason: 'Patient late', note: '', date: DATE, time: '07:20' } }),
        14: progress(14, {
          step: 'checked_in',
          milestones: [milestone('checked_in', '10:00')],
          cancellation: { reason: 'Patient declined', note: 'Johanna said no', date: DATE, time: '10:30' },
        }),
      },
    },
  };
}

describe('the family day of a day snapshot', () => {
  const day = familyDayOf(snapshot(), DATE, CODES);

  it('lists every procedure once, by scheduled start, with its primary surgeon, plain stage and since', () => {
    expect(day).toEqual({
      date: DATE,
      cases: [
        {
          case_code: CODES.get(12),
          surgeon: 'Priya Natarajan',
          stage: 'Scheduled',
          delayed: true,
          since: null,
          position: 0,
        },
        {
          case_code: CODES.get(11),
          surgeon: 'James Carter',
          stage: 'In surgery',
          delayed: false,
          since: '09:05',
          position: 1,
        },
        {
          case_code: CODES.get(14),
          surgeon: 'Priya Natarajan',
          stage: 'Please see the front desk',
          delayed: false,
          since: '10:30',
          position: 2,
        },
      ],
    });
  });

  it('puts finished cases (ready for visitors, cancelled) last, each group in the order of the day', () => {
    const done = snapshot();
    done['case-tracking'].cases[12] = progress(12, {
      step: 'done',
      milestones: [milestone('checked_in', '06:50'), milestone('done', '08:55')],
    });
    const ordered = familyDayOf(done, DATE, CODES).cases.map((one) => [one.case_code, one.stage]);
    expect(ordered).toEqual([
      [CODES.get(11), 'In surgery'],
      [CODES.get(12), 'Ready for visitors'],
      [CODES.get(14), 'Please see the front desk'],
    ]);
  });

  it('holds no patient, MRN, case number, procedure, note, location, event id or who set a step', () => {
    const text = JSON.stringify(day);
    for (const secret of ['Johanna', 'Quackenbush', 'MRN-884211', 'C-5521', 'cholecystectomy', 'sister', 'Quimby']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/:1[124][,}]/); // no event id as a value
    for (const one of day.cases)
      expect(Object.keys(one).sort()).toEqual(['case_code', 'delayed', 'position', 'since', 'stage', 'surgeon']);
  });
});

describe('the days a family board may follow', () => {
  it('is today, and both days only within minutes of midnight', () => {
    const zone = 'America/New_York';
    expect(familyBoardDates(clockStartingAt(new Date('2026-11-23T17:00:00Z'), zone))).toEqual(['2026-11-23']);
    expect(familyBoardDates(clockStartingAt(new Date('2026-11-24T04:58:00Z'), zone))).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(familyBoardDates(clockStartingAt(new Date('2026-11-24T05:02:00Z'), zone))).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(familyBoardDates(clockStartingAt(new Date('2026-11-24T05:10:00Z'), zone))).toEqual(['2026-11-24']);
  });
});
