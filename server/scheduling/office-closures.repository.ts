import { OFFICE_NOTE_CLOSE, type OfficeRecord } from '../../shared/schemas/office-closures.js';
import type { Db } from '../db/connect.js';
import { writeAt } from '../db/transaction.js';

const officeColumns = ['id', 'effective_date_start', 'note'] as const;

export async function insertOfficeRecord(
  db: Db,
  values: { effective_date_start: string; note: string; actorId: number },
): Promise<OfficeRecord> {
  const now = writeAt(db);
  return db
    .insertInto('office_closures')
    .values({
      effective_date_start: values.effective_date_start,
      note: values.note,
      create_by: values.actorId,
      update_by: values.actorId,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .returning(officeColumns)
    .executeTakeFirstOrThrow();
}

/** Office records with `note` whose date lies in [from, to]. */
export function listOfficeRecords(db: Db, note: string, from: string, to: string): Promise<OfficeRecord[]> {
  return db
    .selectFrom('office_closures')
    .select(officeColumns)
    .where('note', '=', note)
    .where('effective_date_start', '>=', from)
    .where('effective_date_start', '<=', to)
    .orderBy('effective_date_start')
    .execute();
}

/** Every record with `note`, newest date first. */
export function listAllOfficeRecords(db: Db, note: string): Promise<OfficeRecord[]> {
  return db
    .selectFrom('office_closures')
    .select(officeColumns)
    .where('note', '=', note)
    .orderBy('effective_date_start', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findOfficeRecord(db: Db, id: number): Promise<OfficeRecord | undefined> {
  return db.selectFrom('office_closures').select(officeColumns).where('id', '=', id).executeTakeFirst();
}

export async function deleteOfficeRecord(db: Db, id: number): Promise<void> {
  await db.deleteFrom('office_closures').where('id', '=', id).execute();
}

/** The dates among `dates` the office is closed on (any closure). */
export async function closedAmong(db: Db, dates: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('office_closures')
    .select('effective_date_start')
    .where('note', '=', OFFICE_NOTE_CLOSE)
    .where('effective_date_start', 'in', dates)
    .execute();
  return rows.map((row) => row.effective_date_start);
}
