import type { Generated } from 'kysely';

/** One device a person lets the portal reach by Web Push (migrations/0018_push_subscriptions.ts). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  session_id: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  device_name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A kind a person turned off for their devices (migrations/0020_push_preferences.ts). */
export interface PushPreferencesTable {
  user_id: number;
  kind: string;
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
  push_preferences: PushPreferencesTable;
}
