import { Role } from '../../shared/roles.js';
import type { Surgeon } from '../../shared/schemas/surgeons.js';
import type { Db } from '../db/connect.js';

/** The active physicians, by name: who may be put on call, named surgeon or assistant. */
export function listActiveSurgeons(db: Db): Promise<Surgeon[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'initial'])
    .where('role', '=', Role.Physician)
    .where('user_status', '=', 1)
    .orderBy('name')
    .execute();
}

/** The active physicians with their share of the calls (a fraction: 1 full time, 0.5 part time). */
export async function listCallTakers(db: Db): Promise<{ id: number; name: string; share: number }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'call_share'])
    .where('role', '=', Role.Physician)
    .where('user_status', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, share: row.call_share / 100 }));
}

/** Physicians (active or not) among `ids`, by id. */
export async function findPhysicians(db: Db, ids: number[]): Promise<Map<number, Surgeon>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'initial'])
    .where('role', '=', Role.Physician)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The physician `id` and whether they are active, or undefined when `id` is no physician. */
export async function findPhysicianStatus(db: Db, id: number): Promise<(Surgeon & { active: boolean }) | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'initial', 'user_status'])
    .where('role', '=', Role.Physician)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, initial: row.initial, active: row.user_status === 1 };
}
