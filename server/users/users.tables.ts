import type { AuditColumns } from '../db/audit-columns.js';
import type { Generated, Selectable } from 'kysely';

export interface UsersTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  initial: string;
  email: string;
  username: string;
  password_hash: string;
  hiring_year: string | null;
  role: number;
  allowed_vacation: number;
  user_status: number;
  /** Percent of a full share of the calls (100 full time, 50 part time, 0 none): suggest-fill's fair share. */
  call_share: Generated<number>;
}
export type UserRow = Selectable<UsersTable>;

export interface UsersTables {
  users: UsersTable;
}
