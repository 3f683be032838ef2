import { sql, type Insertable } from 'kysely';
import type { RoundRecord } from '../../shared/schemas/rounds.js';
import type { Db } from '../db/connect.js';
import type { HospitalRoundsTable } from './rounds.tables.js';

const roundColumns = [
  'id',
  'room',
  'first_name',
  'last_name',
  'age',
  'mrn',
  'diagnosis',
  'procedure',
  'notes',
  'facility',
  'so',
  'dc',
  'is_archived',
  'created_on',
  'updated_on',
  'create_by',
  'update_by',
  'created_at',
  'updated_at',
  'version',
] as const;

const selectRounds = (db: Db) => db.selectFrom('hospital_rounds').select(roundColumns);

/** Active entries (not archived, not S/O, not D/C): the main page, by room then name. */
export function listActiveRounds(db: Db): Promise<RoundRecord[]> {
  return selectRounds(db)
    .where('is_archived', '=', 0)
    .where('so', '=', 0)
    .where('dc', '=', 0)
    .orderBy('room')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}

/** Archived, signed-off or discharged entries whose last change fell on `date` (practice day). */
export function listArchivedRoundsOn(db: Db, date: string): Promise<RoundRecord[]> {
  return selectRounds(db)
    .where('updated_on', '=', date)
    .where((eb) => eb.or([eb('is_archived', '=', 1), eb('so', '=', 1), eb('dc', '=', 1)]))
    .orderBy('room')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}

/**
 * Rounds, active or archived, whose first or last name contains `name`, newest change first:
 * `limit` of them from `offset` (the route asks one more than a page, to know there are more).
 */
export function listRoundsByName(db: Db, name: string, offset: number, limit: number): Promise<RoundRecord[]> {
  const pattern = `%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return selectRounds(db)
    .where((eb) =>
      eb.or([
        eb(sql`lower(first_name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(last_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findRound(db: Db, id: number): Promise<RoundRecord | undefined> {
  return selectRounds(db).where('id', '=', id).executeTakeFirst();
}

export async function insertRound(db: Db, values: Insertable<HospitalRoundsTable>): Promise<RoundRecord> {
  return db.insertInto('hospital_rounds').values(values).returning(roundColumns).executeTakeFirstOrThrow();
}

/** The versions of the entries `ids` (History's Undo, one query). */
export function roundVersions(db: Db, ids: number[]): Promise<{ id: number; version: number }[]> {
  return db.selectFrom('hospital_rounds').select(['id', 'version']).where('id', 'in', ids).execute();
}
