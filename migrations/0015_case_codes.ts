import type { Kysely } from 'kysely';
import { notNull } from './support.js';

interface Tables {
  case_codes: { event_id: number; code: string; issued_on: string };
  case_code_legacy: { up_to_event_id: number };
  case_progress: { event_id: number; case_code: string };
  schedule_events: { id: number; event_date: string };
}

/**
 * Issue 30: the family case code gets one source, stored with the case (case_codes, a random
 * code issued when the case first needs one, unique among the codes issued for its day), so
 * that rotating JWT_SECRET, from which the codes used to be derived, changes none of them.
 *
 * Existing codes stay as they were: those already stored with a case's progress are copied
 * here; those of older procedures were only ever derived, and a migration does not know the
 * secret, so it notes up to which event they were (case_code_legacy): the portal stores them at
 * its next start, derived once more from the secret it runs with, then drops that note.
 * case_progress.case_code stays (nodes of the previous release write it during a rolling update).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as Kysely<Tables>;
  await db.schema
    .createTable('case_codes')
    .addColumn('event_id', 'integer', (column) => column.primaryKey())
    .addColumn('code', 'text', notNull)
    .addColumn('issued_on', 'text', notNull)
    .execute();
  await db.schema.createIndex('case_codes_day_code').on('case_codes').columns(['issued_on', 'code']).unique().execute();

  await typed
    .insertInto('case_codes')
    .columns(['event_id', 'code', 'issued_on'])
    .expression(
      typed
        .selectFrom('case_progress')
        .innerJoin('schedule_events', 'schedule_events.id', 'case_progress.event_id')
        .select(['case_progress.event_id', 'case_progress.case_code', 'schedule_events.event_date'])
        // SQLite reads an ON after a join as the join's unless the SELECT has a WHERE.
        .where('case_progress.event_id', 'is not', null),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();

  await db.schema.createTable('case_code_legacy').addColumn('up_to_event_id', 'integer', notNull).execute();
  const last = await typed
    .selectFrom('schedule_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  if (last?.id != null) {
    await typed
      .insertInto('case_code_legacy')
      .values({ up_to_event_id: Number(last.id) })
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('case_code_legacy').execute();
  await db.schema.dropTable('case_codes').execute();
}
