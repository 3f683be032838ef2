import type { Generated, Selectable } from 'kysely';

export interface UsersTable {
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
  create_by: number | null;
  update_by: number | null;
  created_at: string;
  updated_at: string;
  version: number;
}
export type UserRow = Selectable<UsersTable>;

export interface UsersTables {
  users: UsersTable;
}
