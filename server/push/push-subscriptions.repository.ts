import type { Db } from '../db/connect.js';
import { writeAt } from '../db/transaction.js';

export interface StoredSubscription {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  device_name: string;
  created_at: string;
  last_used_at: string | null;
}

const columns = ['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'device_name', 'created_at', 'last_used_at'] as const;

export function subscriptionsOf(db: Db, userIds: number[]): Promise<StoredSubscription[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('push_subscriptions').select(columns).where('user_id', 'in', userIds).orderBy('id').execute();
}

/** Saves the device for the person (a device registered again, by anyone, becomes theirs and this session's). */
export async function saveSubscription(
  db: Db,
  values: { userId: number; sessionId: string; endpoint: string; p256dh: string; auth: string; deviceName: string },
): Promise<StoredSubscription> {
  const row = {
    user_id: values.userId,
    session_id: values.sessionId,
    p256dh: values.p256dh,
    auth: values.auth,
    device_name: values.deviceName,
  };
  await db
    .insertInto('push_subscriptions')
    .values({ ...row, endpoint: values.endpoint, created_at: writeAt(db), last_used_at: null })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(row))
    .execute();
  return db
    .selectFrom('push_subscriptions')
    .select(columns)
    .where('endpoint', '=', values.endpoint)
    .executeTakeFirstOrThrow();
}

/** Removes one of the person's devices; answers it (undefined when they have no such device). */
export async function removeOwnSubscription(
  db: Db,
  userId: number,
  device: { endpoint?: string; id?: number },
): Promise<StoredSubscription | undefined> {
  const found = await db
    .selectFrom('push_subscriptions')
    .select(columns)
    .where('user_id', '=', userId)
    .where((where) =>
      device.id !== undefined ? where('id', '=', device.id) : where('endpoint', '=', device.endpoint ?? ''),
    )
    .executeTakeFirst();
  if (found) await db.deleteFrom('push_subscriptions').where('id', '=', found.id).execute();
  return found;
}

/** The push service said the device is gone (404/410). */
export async function removeSubscription(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** Signed out: the devices that sign-in registered are no longer reached. */
export async function removeSubscriptionsOfSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('session_id', '=', sessionId).execute();
}

/** Password changed or account deactivated: none of the person's devices is reached any more. */
export async function removeSubscriptionsOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
}

export async function markUsed(db: Db, id: number): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({ last_used_at: writeAt(db) })
    .where('id', '=', id)
    .execute();
}
