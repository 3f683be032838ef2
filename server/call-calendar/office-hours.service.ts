import { monthOf, todayIso } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import type { OfficeHoursBody, OfficeHoursView } from '../../shared/schemas/call-calendar-office-hours.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { ServiceDeps } from '../service-deps.js';
import { readOfficeHours, upsertOfficeHours } from './office-hours.repository.js';

/** Saves one period's default hours from an effective date; pushes the view as of today. */
export async function saveOfficeHours({ db, publisher }: ServiceDeps, actor: AuthUser, body: OfficeHoursBody): Promise<OfficeHoursView> {
  await db.transaction().execute(async (trx) => {
    const before = await readOfficeHours(trx, body.effective_date_start);
    await upsertOfficeHours(trx, body, actor.id);
    await recordAudit(trx, { actor, area: 'office-hours', action: 'save', entityId: `${body.period}-${body.effective_date_start}`, before, after: await readOfficeHours(trx, body.effective_date_start) });
  });
  const today = todayIso();
  const view = await readOfficeHours(db, today);
  const months = new Set([monthOf(today), monthOf(body.effective_date_start)]);
  publisher.publish([...months].map(rooms.month), 'office-hours:saved', view);
  return view;
}
