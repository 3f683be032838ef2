import {
  windowError,
  type BoardRecord,
  type CreateBoardBody,
  type CreatedBoard,
  type UpdateBoardBody,
} from '../../shared/schemas/boards.js';
import type { AuthUser } from '../auth/auth-user.js';
import { recordAudit } from '../audit/audit.repository.js';
import { inTransaction, recordChange, writeAt } from '../db/transaction.js';
import { notFound, unprocessable } from '../http/errors.js';
import type { PortalSocketServer } from '../realtime/portal-socket.js';
import type { ServiceDeps } from '../service-deps.js';
import { boardKindOf, toBoardSettings } from './board-day.js';
import { endBoardSockets, isBoardOnline, moveBoardSockets, variantOf } from './board.live.js';
import {
  findActiveBoard,
  insertBoard,
  listActiveBoards,
  updateBoardRow,
  type BoardChanges,
} from './boards.repository.js';
import type { BoardRow } from './boards.tables.js';
import './boards.changes.js';
import { boardUrl, hashBoardToken, newBoardToken } from './board-token.js';

export interface BoardDeps extends ServiceDeps {
  io: PortalSocketServer;
}

const NOT_FOUND = 'Board not found.';

/** A board as the administrators' list shows it (online: a screen of it is connected now). */
export async function toRecord(io: PortalSocketServer, row: BoardRow): Promise<BoardRecord> {
  return {
    ...toBoardSettings(row),
    created_at: row.created_at,
    create_by: row.create_by,
    last_seen_at: row.last_seen_at,
    is_active: row.is_active === 1 ? 1 : 0,
    online: row.is_active === 1 && (await isBoardOnline(io, row.id)),
  };
}

export async function listBoards({ db, io }: BoardDeps): Promise<BoardRecord[]> {
  return Promise.all((await listActiveBoards(db)).map((row) => toRecord(io, row)));
}

/** Registers a board (a wall board unless said otherwise); the answer is the only place its url (the secret token) ever appears. */
export async function createBoard(
  deps: BoardDeps,
  actor: AuthUser,
  { name, kind }: CreateBoardBody,
): Promise<CreatedBoard> {
  const token = newBoardToken();
  const id = await inTransaction(deps, async (trx) => {
    const id = await insertBoard(trx, {
      name,
      kind,
      tokenHash: hashBoardToken(token),
      actorId: actor.id,
      now: writeAt(trx),
    });
    await recordAudit(trx, {
      actor,
      area: 'boards',
      action: 'create',
      entityId: id,
      before: null,
      after: await findActiveBoard(trx, id),
    });
    recordChange(trx, { kind: 'board', id });
    return id;
  });
  return { id, name, kind, url: boardUrl(token) };
}

/** Changes settings; a change of allow_names moves the board's sockets before anything else reaches them. */
export async function updateBoard(
  deps: BoardDeps,
  actor: AuthUser,
  id: number,
  body: UpdateBoardBody,
): Promise<BoardRecord> {
  const before = await findActiveBoard(deps.db, id);
  if (!before) throw notFound(NOT_FOUND);
  if (body.allow_names === 1 && boardKindOf(before) === 'family') {
    throw unprocessable({ allow_names: ['A family board never shows names.'] });
  }
  const problem = windowError(body.window_start ?? before.window_start, body.window_end ?? before.window_end);
  if (problem) throw unprocessable({ [body.window_end ? 'window_end' : 'window_start']: [problem] });
  const changes: BoardChanges = { ...body };
  const after = await inTransaction(deps, async (trx) => {
    await updateBoardRow(trx, id, changes, actor.id, writeAt(trx));
    const after = (await findActiveBoard(trx, id))!;
    await recordAudit(trx, { actor, area: 'boards', action: 'update', entityId: id, before, after });
    recordChange(trx, { kind: 'board', id, settings: toBoardSettings(after) });
    return after;
  });
  // At once, not with the projections: no event may reach the board in a variant it no longer has.
  if (after.allow_names !== before.allow_names) await moveBoardSockets(deps.io, id, variantOf(after.allow_names));
  return toRecord(deps.io, after);
}

/** Turns a board off: its credential is refused from now on and its open screens are told and closed. */
export async function turnOffBoard(deps: BoardDeps, actor: AuthUser, id: number): Promise<BoardRecord> {
  await inTransaction(deps, async (trx) => {
    const before = await findActiveBoard(trx, id);
    if (!before) throw notFound(NOT_FOUND);
    await updateBoardRow(trx, id, { is_active: 0 }, actor.id, writeAt(trx));
    await recordAudit(trx, {
      actor,
      area: 'boards',
      action: 'turn-off',
      entityId: id,
      before,
      after: { ...before, is_active: 0 },
    });
    recordChange(trx, { kind: 'board', id });
  });
  // At once, like a revoked session: a turned-off board's screens close now.
  endBoardSockets(deps.publisher, deps.io, id);
  const row = await deps.db.selectFrom('boards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toRecord(deps.io, row);
}
