import type { Db } from '../db/connect.js';
import { keepDays } from './kept-days.repository.js';

/** A procedure case as a metrics test writes it: its schedule and what was recorded of it. */
export interface SeededCase {
  date: string;
  start: string;
  end: string;
  location: string | null;
  surgeonId: number | null;
  /** `HH:mm` on the case's day. */
  inRoom?: string;
  outOfRoom?: string;
  delay?: string;
  cancel?: string;
  purpose?: string;
  archived?: boolean;
}

const STAMP = '2035-01-01T00:00:00.000Z';

/**
 * Writes a case straight into the tables case tracking keeps (schedule_events, its primary
 * surgeon, case_progress and case_milestones), as if its milestones had been set on the day, and
 * keeps its day's OR figures (as the services' keeper would).
 */
export async function insertCase(db: Db, seeded: SeededCase): Promise<number> {
  const stamps = { create_by: null, update_by: null, created_at: STAMP, updated_at: STAMP, version: 1 };
  const { id } = await db
    .insertInto('schedule_events')
    .values({
      ...stamps,
      purpose: seeded.purpose ?? 'Procedure',
      procedure: 'Metrics case',
      event_date: seeded.date,
      start_time: seeded.start,
      end_time: seeded.end,
      metting_q: null,
      metting_d: null,
      event_note: null,
      event_location: seeded.location,
      event_location_text: null,
      patient_first_name: 'Test',
      patient_last_name: 'Patient',
      patient_mrn: null,
      case_number: null,
      is_archived: seeded.archived ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (seeded.surgeonId !== null)
    await db
      .insertInto('schedule_event_surgeons')
      .values({ event_id: id, surgeon_id: seeded.surgeonId, surgeon_type: 'P' })
      .execute();
  const steps = [
    ['in_room', seeded.inRoom],
    ['out_of_room', seeded.outOfRoom],
  ] as const;
  const reached = steps.filter(([, time]) => time !== undefined);
  await db
    .insertInto('case_progress')
    .values({
      ...stamps,
      event_id: id,
      case_code: `M${id}`,
      step: reached.at(-1)?.[0] ?? null,
      delay_reason: seeded.delay ?? null,
      delay_note: seeded.delay ? '' : null,
      delay_date: seeded.delay ? seeded.date : null,
      delay_time: seeded.delay ? seeded.start : null,
      cancel_reason: seeded.cancel ?? null,
      cancel_note: seeded.cancel ? '' : null,
      cancel_date: seeded.cancel ? seeded.date : null,
      cancel_time: seeded.cancel ? seeded.start : null,
    })
    .execute();
  for (const [step, time] of reached)
    await db
      .insertInto('case_milestones')
      .values({
        event_id: id,
        step,
        at_date: seeded.date,
        at_time: time!,
        set_by: null,
        set_at: STAMP,
        entered_late: 0,
      })
      .execute();
  await keepDays(db, [seeded.date]);
  return id;
}
