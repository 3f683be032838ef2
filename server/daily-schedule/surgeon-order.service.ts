import { rooms } from '../../shared/realtime/rooms.js';
import type { SurgeonOrder } from '../../shared/schemas/daily-schedule.js';
import type { AuthUser } from '../auth/auth-user.js';
import { unprocessable } from '../http/errors.js';
import { bumpRevision } from './day-cache.js';
import type { ScheduleDeps } from './daily-schedule.service.js';
import { publishToBoards } from '../boards/board.live.js';
import { orderedSurgeons, physiciansByIds, replaceSurgeonOrder } from './surgeon-order.repository.js';

/**
 * Stores the administrator's column order (active physicians; anyone left out follows by
 * name) and tells every watched day grid.
 */
export async function saveSurgeonOrder(deps: ScheduleDeps, actor: AuthUser, surgeonIds: number[]): Promise<SurgeonOrder> {
  const order = await deps.db.transaction().execute(async (trx) => {
    const found = await physiciansByIds(trx, surgeonIds);
    const active = new Set(found.filter((row) => row.user_status === 1).map((row) => row.id));
    if (!surgeonIds.every((id) => active.has(id))) throw unprocessable({ surgeon_ids: ['Only active surgeons can be ordered.'] });
    await replaceSurgeonOrder(trx, surgeonIds, actor.id);
    await bumpRevision(trx);
    return { surgeons: await orderedSurgeons(trx) };
  });
  const days = await deps.joinedDays();
  if (days.length > 0) deps.publisher.publish(days.map(rooms.day), 'schedule:surgeon-order-changed', order);
  publishToBoards(deps.publisher, days, 'schedule:surgeon-order-changed', order);
  return order;
}
