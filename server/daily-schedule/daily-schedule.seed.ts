import { addDays, isWeekend, weekdayName } from '../../shared/dates.js';
import { weekdayOrdinal } from '../../shared/schedule-times.js';
import type { Db } from '../db/connect.js';
import type { SeedContext } from '../db/seed-context.js';
import type { ScheduleEventsTable } from './daily-schedule.tables.js';
import { withinRules } from './seed-rules.js';
import type { Insertable } from 'kysely';

const PATIENTS = [
  ['Ellen', 'Park'],
  ['Marcus', 'Webb'],
  ['Sofia', 'Alvarez'],
  ['George', 'Tran'],
  ['Hannah', 'Osei'],
  ['Peter', 'Novak'],
  ['Lucy', 'Fischer'],
  ['Omar', 'Haddad'],
  ['Grace', 'Kim'],
  ['Victor', 'Mills'],
] as const;
const PROCEDURES = [
  'Laparoscopic cholecystectomy',
  'Right inguinal hernia repair with mesh',
  'Appendectomy',
  'Total thyroidectomy',
  'Robotic-assisted sigmoid colectomy',
  'Excision of soft tissue mass',
  'Umbilical hernia repair',
  'Port placement',
] as const;
const LOCATIONS = ['PHH MOR', 'PHH HOSC', 'others'] as const;

type Draft = Omit<Insertable<ScheduleEventsTable>, 'created_at' | 'updated_at' | 'version' | 'is_archived'> & {
  primary: number[];
  assistants: number[];
};

/**
 * A busy week around today: two or three procedures per surgeon on weekdays (never two at
 * once for one surgeon; none on a surgeon's time off or inside their office session, see
 * seed-rules.ts), a case or two on weekends, a weekly staff meeting, a monthly M&M conference that falls on
 * today's weekday and week of the month, and office hours on two days. The four days before
 * that week follow, drafted last so the week's own events keep their order: the OR metrics'
 * past seven days then all have cases.
 */
function draftWeek(today: string, surgeons: number[]): Draft[] {
  const drafts: Draft[] = [];
  const counter = { n: 0 };
  for (let offset = -3; offset <= 4; offset += 1) draftDay(drafts, today, offset, surgeons, counter);
  drafts.push({
    purpose: 'Meeting',
    procedure: 'Morbidity & Mortality conference',
    event_date: addDays(today, -63),
    // After the PM office session (12:00–6:00 PM), so no surgeon is kept off it by the office rule.
    start_time: '18:00',
    end_time: '19:00',
    event_note: 'Monthly, all surgeons',
    primary: surgeons,
    assistants: [],
    ...noPatient,
    metting_q: weekdayOrdinal(today),
    metting_d: weekdayName(today),
  });
  for (const offset of [0, 2]) {
    drafts.push({
      purpose: 'Office',
      procedure: null,
      event_date: addDays(today, offset),
      start_time: '08:00',
      end_time: '17:00',
      event_note: offset === 0 ? 'Office hours: new patient clinic' : 'Office hours: post-op visits',
      primary: [],
      assistants: [],
      ...noPatient,
    });
  }
  for (let offset = -7; offset <= -4; offset += 1) draftDay(drafts, today, offset, surgeons, counter);
  return drafts;
}

/** One day's procedures (and the Wednesday staff meeting); `counter` numbers the cases across days. */
function draftDay(drafts: Draft[], today: string, offset: number, surgeons: number[], counter: { n: number }): void {
  const date = addDays(today, offset);
  const weekend = isWeekend(date);
  surgeons.forEach((surgeon, i) => {
    if (weekend && i > 1) return; // weekends: the on-call surgeons' cases only
    const procedure = (start: string, end: string, assistants: number[]) => {
      const n = counter.n;
      const [first, last] = PATIENTS[n % PATIENTS.length]!;
      const location = LOCATIONS[(n + i) % LOCATIONS.length]!;
      drafts.push({
        purpose: 'Procedure',
        procedure: PROCEDURES[n % PROCEDURES.length]!,
        event_date: date,
        start_time: start,
        end_time: end,
        event_location: location,
        event_location_text: location === 'others' ? 'Riverside Surgery Center' : null,
        patient_first_name: first,
        patient_last_name: last,
        patient_mrn: String(400100 + n * 37),
        case_number: `C-${2300 + n}`,
        event_note: null,
        metting_q: null,
        metting_d: null,
        primary: [surgeon],
        assistants,
      });
      counter.n += 1;
    };
    procedure(i % 2 === 0 ? '07:00' : '07:30', i % 2 === 0 ? '09:00' : '09:15', []);
    if (weekend) return;
    const partner = surgeons[i + 1];
    if (i % 2 === 0) procedure('10:00', offset % 2 === 0 ? '11:30' : '12:00', partner === undefined ? [] : [partner]);
    // Every surgeon has an afternoon case, so the one who holds the AM office still operates.
    procedure('13:30', (i + offset) % 2 === 0 ? '15:00' : '16:45', []);
  });
  if (weekdayName(date) === 'Wednesday') {
    drafts.push({
      purpose: 'Meeting',
      procedure: 'Weekly surgical staff meeting',
      event_date: date,
      start_time: '12:15',
      end_time: '13:15',
      event_note: 'Conference room B',
      primary: surgeons,
      assistants: [],
      ...noPatient,
    });
  }
}

const noPatient = {
  patient_first_name: null,
  patient_last_name: null,
  patient_mrn: null,
  case_number: null,
  event_location: null,
  event_location_text: null,
  metting_q: null,
  metting_d: null,
};

export async function seedDailySchedule(db: Db, context: SeedContext): Promise<void> {
  const surgeons = context.physicianIds;
  if (surgeons.length === 0) return;
  const now = context.now;
  const author = context.userIds.staff ?? null;
  for (const { primary, assistants, ...event } of await withinRules(db, draftWeek(context.today, surgeons))) {
    const row = await db
      .insertInto('schedule_events')
      .values({
        ...event,
        is_archived: 0,
        create_by: author,
        update_by: author,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const people = [
      ...primary.map((surgeon_id) => ({ event_id: row.id, surgeon_id, surgeon_type: 'P' })),
      ...assistants.map((surgeon_id) => ({ event_id: row.id, surgeon_id, surgeon_type: 'A' })),
    ];
    if (people.length > 0) await db.insertInto('schedule_event_surgeons').values(people).execute();
  }
  // The demo's column order: seed order (an administrator can change it on the schedule page).
  await db
    .insertInto('schedule_surgeon_order')
    .values(surgeons.map((surgeon_id, position) => ({ surgeon_id, position, update_by: null, updated_at: now })))
    .execute();
}
