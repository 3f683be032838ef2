import { addDays } from '../../../shared/dates.js';
import { CALL_STARTS_AT } from '../../../shared/schemas/call-requests.js';
import { CALL_SLOTS } from '../../../shared/schemas/call-slots.js';
import { zonedTimeToUtc } from '../../../shared/zoned-time.js';
import type { Db } from '../../db/connect.js';
import type { SeedContext } from '../../db/seed-context.js';

type SeededDay = { date: string } & Record<(typeof CALL_SLOTS)[number], number | null>;

/**
 * One pending swap in the demo (no message: the demo's inboxes stay as they are): the 1st call of
 * the first day at least five days ahead, for the next 2nd call held by someone free that day.
 * Deterministic: it follows the seeded calls. The process's zone is the practice's.
 */
export async function seedPendingSwap(db: Db, context: SeedContext, rows: SeededDay[], now: string): Promise<void> {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const date = addDays(context.today, 5);
  const day = byDate.get(date);
  if (!day?.surgeon_1st) return;
  const giver = day.surgeon_1st;
  const busy = new Set(CALL_SLOTS.map((slot) => day[slot]));
  let back: SeededDay | undefined;
  for (let offset = 1; offset <= 14 && !back; offset += 1) {
    const other = byDate.get(addDays(date, offset));
    if (other?.surgeon_2nd != null && !busy.has(other.surgeon_2nd) && !CALL_SLOTS.some((s) => other[s] === giver))
      back = other;
  }
  if (!back) return;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const expiresAt = zonedTimeToUtc(date, CALL_STARTS_AT, timeZone).toISOString();
  // Seeded for a day gone by (a fixed `today` in tests): no open request, or it would expire and send notices mid-run.
  if (expiresAt <= now) return;
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
      create_by: giver,
      update_by: giver,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
}
