import { sql, type Insertable } from 'kysely';
import type { OperativeEntry } from '../../shared/schemas/operative-log.js';
import type { Db } from '../db/connect.js';
import type { OperativeEntriesTable } from './operative-log.tables.js';

function selectEntries(db: Db) {
  return db
    .selectFrom('operative_entries as e')
    .innerJoin('users as s', 's.id', 'e.surgeon')
    .innerJoin('users as a', 'a.id', 'e.assistant')
    .select([
      'e.id',
      'e.first_name',
      'e.last_name',
      'e.mrn',
      'e.surgeon',
      'e.assistant',
      'e.diagnosis',
      'e.procedure',
      'e.facility',
      'e.is_archived',
      'e.created_on',
      'e.create_by',
      'e.update_by',
      'e.created_at',
      'e.updated_at',
      'e.version',
      's.initial as surgeon_initial',
      'a.initial as assistant_initial',
      's.name as surgeon_name',
      'a.name as assistant_name',
    ]);
}

/** Not-archived entries added on `date` (practice day), in the order they were added. */
export function listEntriesOn(db: Db, date: string): Promise<OperativeEntry[]> {
  return selectEntries(db).where('e.created_on', '=', date).where('e.is_archived', '=', 0).orderBy('e.id').execute();
}

/**
 * Not-archived entries whose patient's first or last name contains `name`, newest first:
 * `limit` of them from `offset` (the route asks one more than a page, to know there are more).
 */
export function listEntriesByName(db: Db, name: string, offset: number, limit: number): Promise<OperativeEntry[]> {
  const pattern = `%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return selectEntries(db)
    .where('e.is_archived', '=', 0)
    .where((eb) =>
      eb.or([
        eb(sql`lower(e.first_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(e.last_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
    .orderBy('e.created_on', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findEntry(db: Db, id: number): Promise<OperativeEntry | undefined> {
  return selectEntries(db).where('e.id', '=', id).executeTakeFirst();
}

export async function insertEntry(db: Db, values: Insertable<OperativeEntriesTable>): Promise<number> {
  const row = await db.insertInto('operative_entries').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The versions of the entries `ids`, with the day each was added (History's Undo, one query). */
export function entryVersions(db: Db, ids: number[]): Promise<{ id: number; version: number; created_on: string }[]> {
  return db.selectFrom('operative_entries').select(['id', 'version', 'created_on']).where('id', 'in', ids).execute();
}
