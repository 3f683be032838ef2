import { formatUsDate } from '../../shared/dates.js';
import type { ScheduleWarning } from '../../shared/schedule-rules.js';
import { SLOT_LABELS, type CallEntry, type CallSlot } from '../../shared/schemas/call-calendar.js';
import type { ClearedCall } from '../../shared/schemas/office-closures.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { recordChange } from '../db/transaction.js';
import { findPhysicians } from '../users/physicians.repository.js';
import { findEntries, updateEntry } from './call-entries.repository.js';

/**
 * Writes `slots` of a day (null: taken off, an id: put back) outside a scheduler's save, and
 * records it in the day's History with `reason`, so the History says why a slot emptied; the
 * day is recorded as changed, with what it was, for the rooms and pushes after the commit.
 */
export async function writeSlotsFor(
  trx: Db,
  actor: AuthUser,
  date: string,
  slots: Partial<Record<CallSlot, number | null>>,
  reason: string,
): Promise<CallEntry> {
  const [before] = await findEntries(trx, [date]);
  await updateEntry(trx, date, slots, actor.id);
  const [after] = await findEntries(trx, [date]);
  await recordAudit(trx, {
    actor,
    area: 'call-calendar',
    action: 'update',
    entityId: date,
    before,
    after: { ...after, reason },
  });
  // With the day as it was, so whoever it took off (or put back) is told (server/push/call-pushes.ts).
  recordChange(trx, { kind: 'call-entries', entries: [after!], before: [before!] });
  return after!;
}

/** The soft-rule warning of a save that would take people off call: one per slot, naming who and when. */
export async function takenOffWarnings(
  trx: Db,
  calls: Required<ClearedCall>[],
  because: string,
): Promise<ScheduleWarning[]> {
  const people = await findPhysicians(trx, [...new Set(calls.map((call) => call.surgeon_id!))]);
  return calls.map((call) => {
    const name = people.get(call.surgeon_id!)?.name ?? `Surgeon #${call.surgeon_id}`;
    return {
      date: call.date,
      slot: call.slot,
      surgeon_id: call.surgeon_id!,
      surgeon_name: name,
      reason: 'takes_off_call',
      message: `${name} holds ${SLOT_LABELS[call.slot]} on ${formatUsDate(call.date)}: ${because} takes them off it and leaves ${SLOT_LABELS[call.slot]} empty.`,
    };
  });
}
