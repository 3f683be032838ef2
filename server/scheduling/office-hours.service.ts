import { monthOf } from '../../shared/dates.js';
import type { OfficeHoursBody, OfficeHoursView } from '../../shared/schemas/call-calendar-office-hours.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { ServiceDeps } from '../service-deps.js';
import { readOfficeHours, upsertOfficeHours } from './office-hours.repository.js';
import { inTransaction, recordChange } from '../db/transaction.js';
import './scheduling.changes.js';

/** Saves one period's default hours from an effective date; pushes the view as of today. */
export async function saveOfficeHours(
  deps: ServiceDeps,
  actor: AuthUser,
  body: OfficeHoursBody,
): Promise<OfficeHoursView> {
  return inTransaction(deps, async (trx) => {
    const before = await readOfficeHours(trx, body.effective_date_start);
    await upsertOfficeHours(trx, body, actor.id);
    await recordAudit(trx, {
      actor,
      area: 'office-hours',
      action: 'save',
      entityId: `${body.period}-${body.effective_date_start}`,
      before,
      after: await readOfficeHours(trx, body.effective_date_start),
    });
    const today = deps.clock.today();
    const view = await readOfficeHours(trx, today);
    recordChange(trx, { kind: 'office-hours', view, months: [monthOf(today), monthOf(body.effective_date_start)] });
    return view;
  });
}
