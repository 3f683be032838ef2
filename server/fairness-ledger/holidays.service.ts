import type { Holiday } from '../../shared/schemas/fairness-ledger.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import { inTransaction } from '../db/transaction.js';
import { fieldError, notFound } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import { addHolidayIn, removeHolidayIn } from '../scheduling/scheduling.commands.js';
import { findHoliday, findHolidayOn } from '../scheduling/scheduling.queries.js';

export const DUPLICATE_HOLIDAY = 'There is already a practice holiday on that date.';

/** Adds a practice holiday; one per date (a second on the same date is refused on `date`). */
export async function addHoliday(
  deps: ServiceDeps,
  actor: AuthUser,
  body: { date: string; name: string },
): Promise<Holiday> {
  return inTransaction(deps, async (trx) => {
    if (await findHolidayOn(trx, body.date)) throw fieldError('date', DUPLICATE_HOLIDAY);
    const holiday = await addHolidayIn(trx, { ...body, actorId: actor.id }).catch((error: unknown) => {
      // Two administrators adding the same date at once: the unique date refuses the second.
      if (isUniqueViolation(error)) throw fieldError('date', DUPLICATE_HOLIDAY);
      throw error;
    });
    await recordAudit(trx, {
      actor,
      area: 'holidays',
      action: 'create',
      entityId: holiday.id,
      before: null,
      after: holiday,
    });
    return holiday;
  });
}

/** Removes a practice holiday (404 when there is none with that id). */
export async function removeHoliday(deps: ServiceDeps, actor: AuthUser, id: number): Promise<Holiday> {
  return inTransaction(deps, async (trx) => {
    const holiday = await findHoliday(trx, id);
    if (!holiday) throw notFound('Practice holiday not found.');
    await removeHolidayIn(trx, holiday);
    await recordAudit(trx, { actor, area: 'holidays', action: 'remove', entityId: id, before: holiday, after: null });
    return holiday;
  });
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
