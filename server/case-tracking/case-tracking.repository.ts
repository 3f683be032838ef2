import type { Insertable, Updateable } from 'kysely';
import { MILESTONES, type Milestone } from '../../shared/case-tracking.js';
import type { CaseMilestone, CaseProgress } from '../../shared/schemas/case-tracking.js';
import type { Db } from '../db/connect.js';
import type { CaseMilestonesTable, CaseProgressRow, CaseProgressTable } from './case-tracking.tables.js';

/** A procedure event that is a case: not archived, purpose 'Procedure'. */
export interface CaseEvent {
  id: number;
  event_date: string;
}

/** A milestone as stored, with who set it by name. */
export type MilestoneRow = CaseMilestone & { event_id: number; set_at: string };

export function findCaseEvent(db: Db, eventId: number): Promise<CaseEvent | undefined> {
  return db
    .selectFrom('schedule_events')
    .select(['id', 'event_date'])
    .where('id', '=', eventId)
    .where('purpose', '=', 'Procedure')
    .where('is_archived', '=', 0)
    .executeTakeFirst();
}

export function findProgressRow(db: Db, eventId: number): Promise<CaseProgressRow | undefined> {
  return db.selectFrom('case_progress').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

/** The milestones of the cases `eventIds`, in the order they were reached, with their setters' names. */
export async function milestonesOf(db: Db, eventIds: number[]): Promise<MilestoneRow[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom('case_milestones')
    .leftJoin('users', 'users.id', 'case_milestones.set_by')
    .select([
      'case_milestones.event_id',
      'case_milestones.step',
      'case_milestones.at_date',
      'case_milestones.at_time',
      'case_milestones.set_by',
      'case_milestones.set_at',
      'case_milestones.entered_late',
      'case_milestones.correction_reason',
      'users.name as set_by_name',
    ])
    .where('case_milestones.event_id', 'in', eventIds)
    .execute();
  const order = (row: { event_id: number; step: string }) => [row.event_id, MILESTONES.indexOf(row.step as Milestone)];
  rows.sort((a, b) => order(a)[0]! - order(b)[0]! || order(a)[1]! - order(b)[1]!);
  return rows.map((row) => ({
    event_id: row.event_id,
    step: row.step as Milestone,
    date: row.at_date,
    time: row.at_time,
    set_by: row.set_by,
    set_by_name: row.set_by_name ?? '',
    set_at: row.set_at,
    entered_late: row.entered_late === 1 ? 1 : 0,
    correction_reason: row.correction_reason,
  }));
}

const markOf = (
  reason: string | null,
  note: string | null,
  date: string | null,
  time: string | null,
): CaseProgress['delay'] => (reason === null ? null : { reason, note: note ?? '', date: date ?? '', time: time ?? '' });

/** One case's progress from its family code, its row (undefined: nothing recorded yet) and its milestones. */
export function toCaseProgress(
  event: CaseEvent,
  caseCode: string,
  row: CaseProgressRow | undefined,
  milestones: MilestoneRow[],
): CaseProgress {
  return {
    event_id: event.id,
    event_date: event.event_date,
    case_code: caseCode,
    step: (row?.step ?? null) as Milestone | null,
    milestones: milestones.map(({ event_id: _event, set_at: _at, ...milestone }) => milestone),
    delay: row ? markOf(row.delay_reason, row.delay_note, row.delay_date, row.delay_time) : null,
    cancellation: row ? markOf(row.cancel_reason, row.cancel_note, row.cancel_date, row.cancel_time) : null,
    version: row?.version ?? 0,
  };
}

/** Every case of `date` with anything recorded, with its family code when it has one stored: one indexed query. */
export async function progressOfDay(
  db: Db,
  date: string,
): Promise<{ event: CaseEvent; row: CaseProgressRow; code: string | null }[]> {
  const rows = await db
    .selectFrom('case_progress')
    .innerJoin('schedule_events', 'schedule_events.id', 'case_progress.event_id')
    .leftJoin('case_codes', 'case_codes.event_id', 'case_progress.event_id')
    .selectAll('case_progress')
    .select(['schedule_events.event_date', 'case_codes.code as family_code'])
    .where('schedule_events.event_date', '=', date)
    .where('schedule_events.purpose', '=', 'Procedure')
    .where('schedule_events.is_archived', '=', 0)
    .orderBy('case_progress.event_id')
    .execute();
  return rows.map(({ event_date, family_code, ...row }) => ({
    event: { id: row.event_id, event_date },
    row,
    code: family_code,
  }));
}

export async function insertProgressRow(db: Db, values: Insertable<CaseProgressTable>): Promise<boolean> {
  const result = await db
    .insertInto('case_progress')
    .values(values)
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The versioned write of a case's row: false when it is no longer at `version`. */
export async function updateProgressRow(
  db: Db,
  eventId: number,
  version: number,
  values: Updateable<CaseProgressTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('case_progress')
    .set({ ...values, version: version + 1 })
    .where('event_id', '=', eventId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertMilestone(db: Db, values: Insertable<CaseMilestonesTable>): Promise<void> {
  await db.insertInto('case_milestones').values(values).execute();
}

export async function updateMilestone(
  db: Db,
  eventId: number,
  step: Milestone,
  values: Updateable<CaseMilestonesTable>,
): Promise<void> {
  await db
    .updateTable('case_milestones')
    .set(values)
    .where('event_id', '=', eventId)
    .where('step', '=', step)
    .execute();
}

export async function deleteMilestones(db: Db, eventId: number, steps: Milestone[]): Promise<void> {
  if (steps.length === 0) return;
  await db.deleteFrom('case_milestones').where('event_id', '=', eventId).where('step', 'in', steps).execute();
}

/** The versions of the cases `eventIds` (History's Undo, one query). */
export function progressVersions(db: Db, eventIds: number[]): Promise<{ event_id: number; version: number }[]> {
  return db.selectFrom('case_progress').select(['event_id', 'version']).where('event_id', 'in', eventIds).execute();
}
