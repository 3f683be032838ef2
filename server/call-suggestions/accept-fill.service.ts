import { monthOf, monthTitle } from '../../shared/dates.js';
import type { CallEntry, CalendarEntryInput } from '../../shared/schemas/call-calendar.js';
import { CALL_SLOTS } from '../../shared/schemas/call-slots.js';
import type { AcceptFillBody } from '../../shared/schemas/call-suggestions.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { inTransaction } from '../db/transaction.js';
import { conflict } from '../http/errors.js';
import { StaleDays, writeCallEntries } from '../scheduling/scheduling.commands.js';
import { findEntries } from '../scheduling/scheduling.queries.js';
import type { ServiceDeps } from '../service-deps.js';

const slotsOf = (entry: CallEntry) => ({
  date: entry.date,
  ...Object.fromEntries(CALL_SLOTS.map((slot) => [slot, entry[slot]])),
});

/** Writes days through the calendar's save inside one transaction; a stale day answers 409 with what is saved. */
async function writeDays(deps: ServiceDeps, write: (trx: Db) => Promise<CallEntry[]>): Promise<CallEntry[]> {
  try {
    return await inTransaction(deps, write);
  } catch (error) {
    if (!(error instanceof StaleDays)) throw error;
    throw conflict(
      await findEntries(deps.db, error.dates),
      'Someone else saved some of these days first. Nothing was saved; here is what they hold now.',
    );
  }
}

/**
 * Saves the edit page's changes that hold accepted suggestions: each day through the calendar's own
 * save (its rules, warnings, versions and History, each day's entry saying "Suggested fill by NAME,
 * accepted N cells"), and one entry for the fill that keeps the days as they were, for one Undo.
 */
export function acceptFill(deps: ServiceDeps, actor: AuthUser, body: AcceptFillBody): Promise<CallEntry[]> {
  const month = monthOf(body.entries[0]!.date);
  const reason = `Suggested fill by ${actor.name}, accepted ${body.accepted} cell${body.accepted === 1 ? '' : 's'}`;
  return writeDays(deps, async (trx) => {
    const before = await findEntries(
      trx,
      body.entries.map((entry) => entry.date),
    );
    const saved = await writeCallEntries(trx, actor, body.entries, 'entries', body.acknowledge_warnings, { reason });
    await recordAudit(trx, {
      actor,
      area: 'call-suggestions',
      action: 'accept-fill',
      entityId: month,
      before: { days: before.map(slotsOf) },
      after: { accepted: body.accepted, reason, days: saved.map((day) => ({ date: day.date, version: day.version })) },
    });
    return saved;
  });
}

/** Puts every day of a fill back as it was, from the versions the fill left; one entry records the undo. */
export function undoFill(
  deps: ServiceDeps,
  actor: AuthUser,
  month: string,
  days: CalendarEntryInput[],
  acknowledged: boolean,
): Promise<CallEntry[]> {
  const reason = `Suggested fill of ${monthTitle(month)} undone`;
  return writeDays(deps, async (trx) => {
    const before = await findEntries(
      trx,
      days.map((day) => day.date),
    );
    const saved = await writeCallEntries(trx, actor, days, 'entries', acknowledged, { reason });
    await recordAudit(trx, {
      actor,
      area: 'call-suggestions',
      action: 'accept-fill',
      entityId: month,
      before: { days: before.map(slotsOf) },
      after: { accepted: 0, reason, days: saved.map((day) => ({ date: day.date, version: day.version })) },
    });
    return saved;
  });
}
