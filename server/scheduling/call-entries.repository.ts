import { sql } from 'kysely';
import type { CallEntry, CallSlot } from '../../shared/schemas/call-calendar.js';
import type { Db } from '../db/connect.js';
import { writeAt } from '../db/transaction.js';

const entryColumns = ['date', 'surgeon_1st', 'surgeon_2nd', 'surgeon_o_am', 'surgeon_o_pm', 'version'] as const;

/** Saved days in [from, to], by date. */
export function listEntries(db: Db, from: string, to: string): Promise<CallEntry[]> {
  return db
    .selectFrom('call_entries')
    .select(entryColumns)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** The stored days among `dates`; a day nobody saved is answered as an empty day with version 0. */
export async function findEntries(db: Db, dates: string[]): Promise<CallEntry[]> {
  if (dates.length === 0) return [];
  const rows = await db.selectFrom('call_entries').select(entryColumns).where('date', 'in', dates).execute();
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return dates.map((date) => byDate.get(date) ?? emptyEntry(date));
}

export const emptyEntry = (date: string): CallEntry => ({
  date,
  surgeon_1st: null,
  surgeon_2nd: null,
  surgeon_o_am: null,
  surgeon_o_pm: null,
  version: 0,
});

/** Creates the day with `slots` unless someone created it first; answers whether it did. */
export async function insertEntryIfAbsent(
  db: Db,
  date: string,
  slots: Partial<Record<CallSlot, number | null>>,
  actorId: number,
): Promise<boolean> {
  const now = writeAt(db);
  const result = await db
    .insertInto('call_entries')
    .values({
      date,
      surgeon_1st: slots.surgeon_1st ?? null,
      surgeon_2nd: slots.surgeon_2nd ?? null,
      surgeon_o_am: slots.surgeon_o_am ?? null,
      surgeon_o_pm: slots.surgeon_o_pm ?? null,
      create_by: actorId,
      update_by: actorId,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .onConflict((conflict) => conflict.column('date').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Writes `slots` of a stored day and bumps its version, only if the day still has
 * `expectedVersion` (when given): the check and the write are one statement, so two savers
 * can never both pass it. Answers whether it wrote.
 */
export async function updateEntry(
  db: Db,
  date: string,
  slots: Partial<Record<CallSlot, number | null>>,
  actorId: number,
  expectedVersion?: number,
): Promise<boolean> {
  let query = db
    .updateTable('call_entries')
    .set({ ...slots, update_by: actorId, updated_at: writeAt(db), version: sql<number>`version + 1` })
    .where('date', '=', date);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The days among `dates` on which the surgeon holds any call slot (time off may not cover them). */
export function callsOfSurgeon(db: Db, surgeonId: number, dates: string[]) {
  return db
    .selectFrom('call_entries')
    .select(entryColumns)
    .where('date', 'in', dates)
    .where((eb) =>
      eb.or([
        eb('surgeon_1st', '=', surgeonId),
        eb('surgeon_2nd', '=', surgeonId),
        eb('surgeon_o_am', '=', surgeonId),
        eb('surgeon_o_pm', '=', surgeonId),
      ]),
    )
    .orderBy('date')
    .execute();
}

/** The versions of the saved days among `dates` (a day nobody saved has no row: version 0). */
export function dayVersions(db: Db, dates: string[]): Promise<{ date: string; version: number }[]> {
  return db.selectFrom('call_entries').select(['date', 'version']).where('date', 'in', dates).execute();
}
