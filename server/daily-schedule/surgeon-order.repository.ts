import { sql } from 'kysely';
import { Role } from '../../shared/roles.js';
import type { Db } from '../db/connect.js';
import { writeAt } from '../db/transaction.js';

export interface SurgeonColumn {
  id: number;
  name: string;
  initial: string;
}

/**
 * The grid's surgeon columns: active physicians in the administrator's order; anyone not
 * placed yet (a new physician) follows, by name.
 */
export function orderedSurgeons(db: Db): Promise<SurgeonColumn[]> {
  return db
    .selectFrom('users')
    .leftJoin('schedule_surgeon_order', 'schedule_surgeon_order.surgeon_id', 'users.id')
    .select(['users.id', 'users.name', 'users.initial'])
    .where('users.role', '=', Role.Physician)
    .where('users.user_status', '=', 1)
    .orderBy(sql`case when schedule_surgeon_order.position is null then 1 else 0 end`)
    .orderBy('schedule_surgeon_order.position')
    .orderBy('users.name')
    .execute();
}

/** Physicians among `ids`, with their status (an inactive one may stay on an event, not be added). */
export function physiciansByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'name', 'user_status'])
    .where('id', 'in', ids)
    .where('role', '=', Role.Physician)
    .execute();
}

export async function replaceSurgeonOrder(db: Db, surgeonIds: number[], actorId: number): Promise<void> {
  const now = writeAt(db);
  await db.deleteFrom('schedule_surgeon_order').execute();
  if (surgeonIds.length === 0) return;
  await db
    .insertInto('schedule_surgeon_order')
    .values(surgeonIds.map((surgeon_id, position) => ({ surgeon_id, position, update_by: actorId, updated_at: now })))
    .execute();
}
