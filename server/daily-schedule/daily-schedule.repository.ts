import type { Insertable, Selectable } from 'kysely';
import type { EventInput, ScheduleEventRecord } from '../../shared/schemas/daily-schedule.js';
import { weekdayName } from '../../shared/dates.js';
import { weekdayOrdinal } from '../../shared/schedule-times.js';
import type { Db } from '../db/connect.js';
import type { ScheduleEventsTable } from './daily-schedule.tables.js';

export type EventRow = Selectable<ScheduleEventsTable>;
export type EventColumns = Omit<EventInput, 'surgeon_id' | 'surgeon_deg' | 'version'>;

export interface ParticipantRow {
  event_id: number;
  surgeon_id: number;
  surgeon_type: string;
  name: string;
}

export async function insertEvent(db: Db, values: Insertable<ScheduleEventsTable>): Promise<number> {
  const row = await db.insertInto('schedule_events').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The surgeons of a new event (it has none yet). */
export async function insertEventSurgeons(
  db: Db,
  eventId: number,
  primary: number[],
  assistants: number[],
): Promise<void> {
  const rows = [
    ...primary.map((surgeon_id) => ({ event_id: eventId, surgeon_id, surgeon_type: 'P' })),
    ...assistants.map((surgeon_id) => ({ event_id: eventId, surgeon_id, surgeon_type: 'A' })),
  ];
  if (rows.length > 0) await db.insertInto('schedule_event_surgeons').values(rows).execute();
}

export async function replaceEventSurgeons(
  db: Db,
  eventId: number,
  primary: number[],
  assistants: number[],
): Promise<void> {
  await db.deleteFrom('schedule_event_surgeons').where('event_id', '=', eventId).execute();
  await insertEventSurgeons(db, eventId, primary, assistants);
}

/** Does the event already have exactly these surgeons, each in this part (so nothing to rewrite)? */
export function sameSurgeons(participants: ParticipantRow[], primary: number[], assistants: number[]): boolean {
  const key = (type: string, id: number) => `${type}:${id}`;
  const stored = participants.map((p) => key(p.surgeon_type, p.surgeon_id)).sort();
  const wanted = [...primary.map((id) => key('P', id)), ...assistants.map((id) => key('A', id))].sort();
  return stored.length === wanted.length && stored.every((value, index) => value === wanted[index]);
}

/** An event as stored: its row, the people on it (as participantsOf orders them) and its record. */
export interface StoredEvent {
  row: EventRow;
  participants: ParticipantRow[];
  /** As `GET /daily-schedule/{id}` answers it. */
  record: ScheduleEventRecord;
}

/**
 * The event with its writers' names and its surgeons, in ONE query (one row per surgeon), archived
 * ones too (callers decide). Writes read it before and after, so each costs one round trip.
 */
export async function findEvent(db: Db, id: number): Promise<StoredEvent | undefined> {
  const rows = await db
    .selectFrom('schedule_events')
    .leftJoin('users as creator', 'creator.id', 'schedule_events.create_by')
    .leftJoin('users as updater', 'updater.id', 'schedule_events.update_by')
    .leftJoin('schedule_event_surgeons as taking_part', 'taking_part.event_id', 'schedule_events.id')
    .leftJoin('users as surgeon', 'surgeon.id', 'taking_part.surgeon_id')
    .selectAll('schedule_events')
    .select([
      'creator.name as creator_name',
      'updater.name as updater_name',
      'taking_part.surgeon_id as participant_id',
      'taking_part.surgeon_type as participant_type',
      'surgeon.name as participant_name',
    ])
    .where('schedule_events.id', '=', id)
    .orderBy('taking_part.surgeon_type', 'desc')
    .orderBy('surgeon.name')
    .execute();
  if (rows.length === 0) return undefined;
  const {
    creator_name,
    updater_name,
    participant_id: _id,
    participant_type: _type,
    participant_name: _name,
    ...row
  } = rows[0]!;
  // surgeon_id references users: a surgeon row always has its user (as participantsOf's inner join).
  const participants = rows.flatMap(({ participant_id, participant_type, participant_name }) =>
    participant_id === null
      ? []
      : [{ event_id: row.id, surgeon_id: participant_id, surgeon_type: participant_type!, name: participant_name! }],
  );
  const record: ScheduleEventRecord = {
    ...row,
    purpose: row.purpose as ScheduleEventRecord['purpose'],
    event_location: row.event_location as ScheduleEventRecord['event_location'],
    surgeon_id: participants.filter((p) => p.surgeon_type === 'P').map((p) => p.surgeon_id),
    surgeon_deg: participants.filter((p) => p.surgeon_type === 'A').map((p) => p.surgeon_id),
    creator: creator_name ? { name: creator_name } : null,
    updated_by: updater_name ? { name: updater_name } : null,
  };
  return { row, participants, record };
}

/** The event as `GET /daily-schedule/{id}` answers it (archived ones too; callers decide). */
export async function findEventRecord(db: Db, id: number): Promise<ScheduleEventRecord | undefined> {
  return (await findEvent(db, id))?.record;
}

/**
 * Every live event on `date`: its one-off events (index on event_date) and the monthly
 * meetings of that weekday and week of the month that started on or before it (index on
 * metting_d, metting_q). Two indexed queries, whatever the history holds.
 */
export async function eventsOfDay(db: Db, date: string): Promise<EventRow[]> {
  const oneOff = await db
    .selectFrom('schedule_events')
    .selectAll()
    .where('event_date', '=', date)
    .where('is_archived', '=', 0)
    .where('metting_q', 'is', null)
    .execute();
  const monthly = await db
    .selectFrom('schedule_events')
    .selectAll()
    .where('metting_d', '=', weekdayName(date))
    .where('metting_q', '=', weekdayOrdinal(date))
    .where('is_archived', '=', 0)
    .where('event_date', '<=', date)
    .execute();
  return [...oneOff, ...monthly].sort((a, b) => a.start_time.localeCompare(b.start_time) || a.id - b.id);
}

/**
 * The one-off procedures and meetings in [from, to] with their times and surgeons (primary and
 * assistant), and nothing else of them: no patient field is read. For suggest-fill's office rule.
 */
export async function bookedTimesBetween(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom('schedule_events')
    .innerJoin('schedule_event_surgeons', 'schedule_event_surgeons.event_id', 'schedule_events.id')
    .select([
      'schedule_events.id',
      'schedule_events.purpose',
      'schedule_events.event_date',
      'schedule_events.start_time',
      'schedule_events.end_time',
      'schedule_event_surgeons.surgeon_id',
    ])
    .where('schedule_events.event_date', '>=', from)
    .where('schedule_events.event_date', '<=', to)
    .where('schedule_events.is_archived', '=', 0)
    .where('schedule_events.metting_q', 'is', null)
    .where('schedule_events.purpose', 'in', ['Procedure', 'Meeting'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('case_progress')
            .select('case_progress.event_id')
            .whereRef('case_progress.event_id', '=', 'schedule_events.id')
            .where('case_progress.cancel_reason', 'is not', null),
        ),
      ),
    )
    .execute();
  const events = new Map<
    number,
    {
      purpose: string;
      event_date: string;
      start_time: string;
      end_time: string;
      surgeon_id: number[];
      surgeon_deg: number[];
    }
  >();
  for (const row of rows) {
    const event = events.get(row.id) ?? { ...row, surgeon_id: [], surgeon_deg: [] };
    event.surgeon_id.push(row.surgeon_id);
    events.set(row.id, event);
  }
  return [...events.values()].map(({ purpose, event_date, start_time, end_time, surgeon_id, surgeon_deg }) => ({
    purpose,
    event_date,
    start_time,
    end_time,
    surgeon_id,
    surgeon_deg,
  }));
}

/**
 * The one-off procedures of `surgeonId` (primary or assistant) in [from, to] that still hold
 * their time (not archived, not cancelled in case tracking): when they are, nothing else of them.
 */
export function caseTimesOfSurgeon(db: Db, surgeonId: number, from: string, to: string) {
  return db
    .selectFrom('schedule_events')
    .innerJoin('schedule_event_surgeons', 'schedule_event_surgeons.event_id', 'schedule_events.id')
    .leftJoin('case_progress', 'case_progress.event_id', 'schedule_events.id')
    .select(['schedule_events.event_date as date', 'schedule_events.start_time', 'schedule_events.end_time'])
    .where('schedule_event_surgeons.surgeon_id', '=', surgeonId)
    .where('schedule_events.event_date', '>=', from)
    .where('schedule_events.event_date', '<=', to)
    .where('schedule_events.is_archived', '=', 0)
    .where('schedule_events.metting_q', 'is', null)
    .where('schedule_events.purpose', '=', 'Procedure')
    .where('case_progress.cancel_reason', 'is', null)
    .orderBy('schedule_events.event_date')
    .orderBy('schedule_events.start_time')
    .execute();
}

/** The surgeons on these events with their names, in one query. */
export async function participantsOf(db: Db, eventIds: number[]): Promise<ParticipantRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('schedule_event_surgeons')
    .innerJoin('users', 'users.id', 'schedule_event_surgeons.surgeon_id')
    .select([
      'schedule_event_surgeons.event_id',
      'schedule_event_surgeons.surgeon_id',
      'schedule_event_surgeons.surgeon_type',
      'users.name',
    ])
    .where('schedule_event_surgeons.event_id', 'in', eventIds)
    .orderBy('schedule_event_surgeons.surgeon_type', 'desc')
    .orderBy('users.name')
    .execute();
}

/**
 * One-off procedures on `date` that involve any of `surgeonIds` (for the double-booking
 * rule), except event `exceptId` and cases cancelled in case tracking.
 */
export function proceduresOfSurgeons(db: Db, date: string, surgeonIds: number[], exceptId: number | null) {
  let query = db
    .selectFrom('schedule_events')
    .innerJoin('schedule_event_surgeons', 'schedule_event_surgeons.event_id', 'schedule_events.id')
    .innerJoin('users', 'users.id', 'schedule_event_surgeons.surgeon_id')
    .leftJoin('case_progress', 'case_progress.event_id', 'schedule_events.id')
    .select([
      'schedule_events.id',
      'schedule_events.start_time',
      'schedule_events.end_time',
      'schedule_event_surgeons.surgeon_id',
      'users.name',
    ])
    .where('schedule_events.event_date', '=', date)
    .where('schedule_events.is_archived', '=', 0)
    .where('schedule_events.purpose', '=', 'Procedure')
    // A cancelled case (case tracking) no longer holds its surgeons' time.
    .where('case_progress.cancel_reason', 'is', null)
    .where('schedule_event_surgeons.surgeon_id', 'in', surgeonIds);
  if (exceptId !== null) query = query.where('schedule_events.id', '!=', exceptId);
  return query.execute();
}

/** The versions of the events `ids` (History's Undo, one query). */
export function eventVersions(db: Db, ids: number[]): Promise<{ id: number; version: number }[]> {
  return db.selectFrom('schedule_events').select(['id', 'version']).where('id', 'in', ids).execute();
}
