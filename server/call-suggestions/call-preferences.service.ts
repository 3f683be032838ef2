import { addMonths, datesOfMonth, formatUsDate, monthTitle, pad2 } from '../../shared/dates.js';
import type {
  MonthCallPreferences,
  OwnCallPreferences,
  SaveCallPreferencesBody,
} from '../../shared/schemas/call-preferences.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { inTransaction, recordChange, writeAt } from '../db/transaction.js';
import { fieldError } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import './call-preferences.changes.js';
import { everyonesMarks, marksOf, replaceMarks } from './call-preferences.repository.js';

/** What the marks need besides a write's deps: the practice's deadline day (CALL_PREFERENCES_DEADLINE_DAY). */
export interface CallPreferencesDeps extends ServiceDeps {
  deadlineDay: number;
}

/**
 * The last day (at the practice, inclusive) the marks of `month` may change: day `deadlineDay` of
 * the month before. `deadlineDay` is at most 28, so the deadline always falls before the month.
 */
export function callPreferencesDeadline(month: string, deadlineDay: number): string {
  return `${addMonths(month, -1)}-${pad2(deadlineDay)}`;
}

/** Whether the marks of `month` may still change on the practice's `today`: not after the deadline, never once the month began. */
export function callPreferencesOpen(month: string, deadline: string, today: string): boolean {
  return today <= deadline && today < `${month}-01`;
}

function monthBounds(month: string): { from: string; to: string } {
  const dates = datesOfMonth(month);
  return { from: dates[0]!, to: dates[dates.length - 1]! };
}

async function ownMarks(db: Db, userId: number, month: string) {
  const { from, to } = monthBounds(month);
  return marksOf(db, userId, from, to);
}

/** The signed-in physician's marks of `month`, with its deadline and whether it is open today. */
export async function readOwnCallPreferences(
  deps: CallPreferencesDeps,
  actor: AuthUser,
  month: string,
): Promise<OwnCallPreferences> {
  const deadline = callPreferencesDeadline(month, deps.deadlineDay);
  return {
    month,
    deadline,
    open: callPreferencesOpen(month, deadline, deps.clock.today()),
    days: await ownMarks(deps.db, actor.id, month),
  };
}

/**
 * Replaces the signed-in physician's marks of the month with `body.days` (nothing listed: no
 * marks), until the month's deadline; after it, 422 on `month` and nothing changes. One audit
 * entry, its before and after the month's marks; the month's room is told after the commit.
 */
export async function saveOwnCallPreferences(
  deps: CallPreferencesDeps,
  actor: AuthUser,
  body: SaveCallPreferencesBody,
): Promise<OwnCallPreferences> {
  const { month } = body;
  const deadline = callPreferencesDeadline(month, deps.deadlineDay);
  const today = deps.clock.today();
  if (!callPreferencesOpen(month, deadline, today)) {
    throw fieldError('month', `The marks for ${monthTitle(month)} closed on ${formatUsDate(deadline)}.`);
  }
  const days = await inTransaction(deps, async (trx) => {
    const { from, to } = monthBounds(month);
    const before = await marksOf(trx, actor.id, from, to);
    const sorted = [...body.days].sort((a, b) => a.date.localeCompare(b.date));
    await replaceMarks(trx, actor.id, from, to, sorted, writeAt(trx));
    const after = await marksOf(trx, actor.id, from, to);
    await recordAudit(trx, {
      actor,
      area: 'call-preferences',
      action: 'save',
      entityId: actor.id,
      before: { user_id: actor.id, month, days: before },
      after: { user_id: actor.id, month, days: after },
    });
    recordChange(trx, { kind: 'call-preferences', month });
    return after;
  });
  return { month, deadline, open: true, days };
}

/** Every physician's marks of `month`, for the schedulers. */
export async function readMonthCallPreferences(
  deps: CallPreferencesDeps,
  month: string,
): Promise<MonthCallPreferences> {
  const { from, to } = monthBounds(month);
  return {
    month,
    deadline: callPreferencesDeadline(month, deps.deadlineDay),
    days: await everyonesMarks(deps.db, from, to),
  };
}
