import type { Db } from '../db/connect.js';
import { legacyCaseCodeOf } from './case-code.js';

const BATCH = 500;

/**
 * Once, at the first start after migration 0015: stores the codes of the procedures that existed
 * before codes were stored (up to the event the migration noted), derived as they were then
 * (from the JWT_SECRET the portal runs with, which must still be the one of that time), so the
 * cards printed for them keep matching the waiting-room board. A case that already has a code
 * keeps it (so does one whose code another case of its day holds: it gets a new one when shown).
 * Answers how many codes were stored; 0 at every later start.
 */
export async function adoptLegacyCaseCodes(db: Db, secret: string): Promise<number> {
  const note = await db.selectFrom('case_code_legacy').select('up_to_event_id').executeTakeFirst();
  if (!note) return 0;
  let after = 0;
  let stored = 0;
  for (;;) {
    const events = await db
      .selectFrom('schedule_events')
      .select(['id', 'event_date'])
      .where('purpose', '=', 'Procedure')
      .where('id', '>', after)
      .where('id', '<=', note.up_to_event_id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('case_codes').select('event_id').whereRef('case_codes.event_id', '=', 'schedule_events.id'),
          ),
        ),
      )
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (events.length === 0) break;
    const result = await db
      .insertInto('case_codes')
      .values(
        events.map((event) => ({
          event_id: event.id,
          code: legacyCaseCodeOf(secret, event.id),
          issued_on: event.event_date,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    stored += Number(result.numInsertedOrUpdatedRows ?? 0);
    after = events.at(-1)!.id;
  }
  await db.deleteFrom('case_code_legacy').execute();
  return stored;
}
