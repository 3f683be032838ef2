import { monthOf } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { OFFICE_NOTE_CLOSE, type OfficeRecord } from '../../shared/schemas/office-closures.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { ServiceDeps } from '../service-deps.js';
import { publishDaysChanged } from './day-overlay.js';
import { insertOfficeRecord, listOfficeRecords } from './office-closures.repository.js';

/**
 * Saves an office record: a closure ('Close') or the block calendar's effective start date
 * ('BlockTime'). Saving the same note for the same date twice keeps one record.
 */
export async function saveOfficeRecord(
  deps: ServiceDeps,
  actor: AuthUser,
  body: { note: string; effective_date_start: string },
): Promise<OfficeRecord> {
  const { db, publisher } = deps;
  const date = body.effective_date_start;
  const record = await db.transaction().execute(async (trx) => {
    const [existing] = await listOfficeRecords(trx, body.note, date, date);
    const saved = existing ?? (await insertOfficeRecord(trx, { effective_date_start: date, note: body.note, actorId: actor.id }));
    await recordAudit(trx, { actor, area: 'office-closures', action: existing ? 'save' : 'create', entityId: saved.id, before: existing ?? null, after: saved });
    return saved;
  });
  publisher.publish(rooms.month(monthOf(date)), 'office-record:saved', record);
  // A closure changes that day's grid; a block-time effective date does not.
  if (body.note === OFFICE_NOTE_CLOSE) await publishDaysChanged(deps, [date]);
  return record;
}
