import type { BoardKind } from '../../shared/schemas/boards.js';
import type { Db } from '../db/connect.js';
import type { BoardRow } from './boards.tables.js';

export async function insertBoard(
  db: Db,
  fields: { name: string; kind: BoardKind; tokenHash: string; actorId: number; now: string },
): Promise<number> {
  const row = await db
    .insertInto('boards')
    .values({
      name: fields.name,
      kind: fields.kind,
      token_hash: fields.tokenHash,
      allow_names: 0,
      window_start: '06:00',
      window_end: '19:00',
      rotation_seconds: 0,
      is_active: 1,
      last_seen_at: null,
      create_by: fields.actorId,
      update_by: fields.actorId,
      created_at: fields.now,
      updated_at: fields.now,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findActiveBoard(db: Db, id: number): Promise<BoardRow | undefined> {
  return db.selectFrom('boards').selectAll().where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
}

export function findActiveBoardByTokenHash(db: Db, tokenHash: string): Promise<BoardRow | undefined> {
  return db
    .selectFrom('boards')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

export function listActiveBoards(db: Db): Promise<BoardRow[]> {
  return db.selectFrom('boards').selectAll().where('is_active', '=', 1).orderBy('name').orderBy('id').execute();
}

export type BoardChanges = Partial<
  Pick<BoardRow, 'name' | 'allow_names' | 'window_start' | 'window_end' | 'rotation_seconds' | 'is_active'>
>;

export async function updateBoardRow(
  db: Db,
  id: number,
  changes: BoardChanges,
  actorId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('boards')
    .set((eb) => ({ ...changes, update_by: actorId, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function touchBoard(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('boards').set({ last_seen_at: now }).where('id', '=', id).execute();
}
