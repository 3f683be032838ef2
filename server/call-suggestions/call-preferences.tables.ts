import type { Generated } from 'kysely';

export type CallPreferenceKind = 'unavailable' | 'prefer_not';

/** A day a physician marked for suggest-fill (migrations/0017_call_fill.ts): one mark per person and day. */
export interface CallPreferencesTable {
  id: Generated<number>;
  user_id: number;
  date: string;
  kind: CallPreferenceKind;
  updated_at: string;
}

export interface CallPreferencesTables {
  call_preferences: CallPreferencesTable;
}
