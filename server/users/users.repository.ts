import { sql } from 'kysely';
import type { PersonOption, UserRecord } from '../../shared/schemas/users.js';
import type { Db } from '../db/connect.js';
import type { UsersTable } from './users.tables.js';
import type { Insertable, Updateable } from 'kysely';

function selectUserRecords(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('users as creator', 'creator.id', 'users.create_by')
    .leftJoin('users as updater', 'updater.id', 'users.update_by')
    .select([
      'users.id',
      'users.name',
      'users.initial',
      'users.email',
      'users.username',
      'users.role',
      'users.user_status',
      'users.allowed_vacation',
      'users.call_share',
      'users.hiring_year',
      'users.create_by',
      'users.update_by',
      'users.created_at',
      'users.updated_at',
      'users.version',
      'creator.name as creator_name',
      'updater.name as updater_name',
    ]);
}

type UserRecordRow = Awaited<ReturnType<ReturnType<typeof selectUserRecords>['executeTakeFirstOrThrow']>>;

function toUserRecord({ creator_name, updater_name, ...user }: UserRecordRow): UserRecord {
  return {
    ...user,
    creator: creator_name ? { name: creator_name } : null,
    updated_by: updater_name ? { name: updater_name } : null,
  };
}

export async function listUsers(db: Db): Promise<UserRecord[]> {
  const rows = await selectUserRecords(db).orderBy('users.name').execute();
  return rows.map(toUserRecord);
}

export async function findUser(db: Db, id: number): Promise<UserRecord | undefined> {
  const row = await selectUserRecords(db).where('users.id', '=', id).executeTakeFirst();
  return row && toUserRecord(row);
}

export function findUserForLogin(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'name', 'role', 'user_status', 'password_hash'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** Which of `username` and `email` another user (not `exceptId`) already has. */
export async function takenIdentifiers(db: Db, username: string, email: string, exceptId?: number) {
  let query = db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(username)`, '=', username.toLowerCase()),
        eb(sql<string>`lower(email)`, '=', email.toLowerCase()),
      ]),
    );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  return {
    username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
  };
}

/** The active user (not `exceptId`) who already goes by `initial`, whatever its case, if any. */
export function activeUserWithInitial(db: Db, initial: string, exceptId?: number) {
  let query = db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('user_status', '=', 1)
    .where(sql<string>`upper(trim(initial))`, '=', initial.trim().toUpperCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.orderBy('id').executeTakeFirst();
}

export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, values: Updateable<UsersTable>): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .execute();
}

/** The password alone: not a field of the record others see or edit, so its version stays. */
export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export function listActivePeople(db: Db, roles: readonly number[]): Promise<PersonOption[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'initial', 'role'])
    .where('user_status', '=', 1)
    .where('role', 'in', [...roles])
    .orderBy('name')
    .execute();
}
