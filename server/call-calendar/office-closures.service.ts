import { monthOf } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import type { OfficeRecord } from '../../shared/schemas/office-closures.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { ServiceDeps } from '../service-deps.js';
import { insertOfficeRecord, listOfficeRecords } from './office-closures.repository.js';

/**
 * Saves an office record: a closure ('Close') or the block calendar's effective start date
 * ('BlockTime'). Saving the same note for the same date twice keeps one record.
 */
export async function saveOfficeRecord(
  { db, publisher }: ServiceDeps,
  actor: AuthUser,
  body: { note: string; effective_date_start: string },
): Promise<OfficeRecord> {
  const date = body.effective_date_start;
  const record = await db.transaction().execute(async (trx) => {
    const [existing] = await listOfficeRecords(trx, body.note, date, date);
    return existing ?? insertOfficeRecord(trx, { effective_date_start: date, note: body.note, actorId: actor.id });
  });
  publisher.publish(rooms.month(monthOf(date)), 'office-record:saved', record);
  return record;
}
