import type { Db } from '../db/connect.js';
import { newCaseCode } from './case-code.js';
import type { CaseEvent } from './case-tracking.repository.js';

/** A new code is drawn again when its day already has it (about 1 in 30 million at 30 cases a day). */
const ATTEMPTS = 5;

/**
 * The family codes of `cases`, by event id: the code stored with each case, or for a case that
 * has none yet a new one, stored now (when two requests issue one at once, the first stored is
 * the case's). One query when every case has its code.
 */
export async function caseCodesOf(
  db: Db,
  cases: readonly CaseEvent[],
  draw: () => string = newCaseCode,
): Promise<Map<number, string>> {
  const codes = await storedCodes(
    db,
    cases.map((one) => one.id),
  );
  for (const one of cases) if (!codes.has(one.id)) codes.set(one.id, await issueCaseCode(db, one, draw));
  return codes;
}

export async function caseCodeOf(db: Db, event: CaseEvent, draw?: () => string): Promise<string> {
  return (await caseCodesOf(db, [event], draw)).get(event.id)!;
}

async function storedCodes(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('case_codes').select(['event_id', 'code']).where('event_id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.event_id, row.code]));
}

/** Nothing is inserted when the case got a code meanwhile, or when the code is taken on the case's day. */
async function issueCaseCode(db: Db, event: CaseEvent, draw: () => string): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    await db
      .insertInto('case_codes')
      .values({ event_id: event.id, code: draw(), issued_on: event.event_date })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const stored = await db.selectFrom('case_codes').select('code').where('event_id', '=', event.id).executeTakeFirst();
    if (stored) return stored.code;
  }
  throw new Error(`No free family code for case ${event.id} on ${event.event_date}.`);
}
