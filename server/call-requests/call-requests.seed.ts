import { addDays } from '../../shared/dates.js';
import { CALL_STARTS_AT } from '../../shared/schemas/call-requests.js';
import { CALL_SLOTS } from '../../shared/schemas/call-slots.js';
import { zonedTimeToUtc } from '../../shared/zoned-time.js';
import { insertStamp } from '../db/stamps.js';
import type { Db } from '../db/connect.js';
import type { SeedContext } from '../db/seed-context.js';

type SeededDay = { date: string } & Record<(typeof CALL_SLOTS)[number], number | null>;

/** A return call for `day`'s 1st: a later 2nd call (within two weeks) whose holder is free on `day` and which leaves the giver free. */
function returnCallFor(day: SeededDay, byDate: Map<string, SeededDay>): SeededDay | undefined {
  const giver = day.surgeon_1st;
  const busy = new Set(CALL_SLOTS.map((slot) => day[slot]));
  for (let offset = 1; offset <= 14; offset += 1) {
    const other = byDate.get(addDays(day.date, offset));
    if (other?.surgeon_2nd != null && !busy.has(other.surgeon_2nd) && !CALL_SLOTS.some((s) => other[s] === giver))
      return other;
  }
  return undefined;
}

/**
 * One pending swap in the demo (no message: the demo's inboxes stay as they are): the 1st call of
 * the first day from five days ahead that has a return call (returnCallFor), so it is still open
 * and holds whatever day the demo is seeded on. Deterministic: it follows the seeded calls.
 */
export async function seedPendingSwap(db: Db, context: SeedContext, rows: SeededDay[]): Promise<void> {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  let day: SeededDay | undefined;
  let back: SeededDay | undefined;
  for (let offset = 5; offset <= 19 && !back; offset += 1) {
    day = byDate.get(addDays(context.today, offset));
    back = day?.surgeon_1st ? returnCallFor(day, byDate) : undefined;
  }
  if (!day || !back) return;
  const { date } = day;
  const giver = day.surgeon_1st!;
  const expiresAt = zonedTimeToUtc(date, CALL_STARTS_AT, context.timeZone).toISOString();
  await db
    .insertInto('call_requests')
    .values({
      kind: 'swap',
      state: 'proposed',
      date,
      slot: 'surgeon_1st',
      from_surgeon_id: giver,
      to_surgeon_id: back.surgeon_2nd,
      return_date: back.date,
      return_slot: 'surgeon_2nd',
      author_id: giver,
      accepted_by: null,
      decided_by: null,
      note: 'Family wedding that weekend. Could you take my 1st?',
      expires_at: expiresAt,
      applied_at: null,
      ...insertStamp(db, giver),
    })
    .execute();
}
