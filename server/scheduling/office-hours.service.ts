import { monthOf } from '../../shared/dates.js';
import type { OfficeHoursBody, OfficeHoursView } from '../../shared/schemas/call-calendar-office-hours.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { ServiceDeps } from '../service-deps.js';
import { publishOfficeHours } from './call-calendar.live.js';
import { readOfficeHours, upsertOfficeHours } from './office-hours.repository.js';
import { inTransaction } from '../db/transaction.js';

/** Saves one period's default hours from an effective date; pushes the view as of today. */
export async function saveOfficeHours(
  deps: ServiceDeps,
  actor: AuthUser,
  body: OfficeHoursBody,
): Promise<OfficeHoursView> {
  const { db, publisher, clock } = deps;
  await inTransaction(deps, async (trx) => {
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
  });
  const today = clock.today();
  const view = await readOfficeHours(db, today);
  const months = new Set([monthOf(today), monthOf(body.effective_date_start)]);
  publishOfficeHours(publisher, months, view);
  return view;
}
