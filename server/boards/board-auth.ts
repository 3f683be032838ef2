import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.js';
import type { Db } from '../db/connect.js';
import { findActiveBoardByTokenHash, touchBoard } from './boards.repository.js';
import type { BoardRow } from './boards.tables.js';
import { hashBoardToken, looksLikeBoardToken } from './board-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the board's own routes: the board holding the url token. */
    board: BoardRow;
  }
}

/** last_seen_at is written at most this often per board. */
const TOUCH_INTERVAL_MS = 30_000;
export const BOARD_REFUSED = 'This board has been turned off.';

/**
 * The board behind a url token, if it is still on. Boards have no idle limit: they are devices
 * on a wall, and an administrator turning one off is what ends its credential.
 */
export async function activeBoardOf(db: Db, token: unknown, now = new Date()): Promise<BoardRow | null> {
  if (!looksLikeBoardToken(token)) return null;
  const board = await findActiveBoardByTokenHash(db, hashBoardToken(token));
  if (!board) return null;
  if (!board.last_seen_at || now.getTime() - Date.parse(board.last_seen_at) > TOUCH_INTERVAL_MS) {
    await touchBoard(db, board.id, now.toISOString());
  }
  return board;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/**
 * The check behind routes declared `access: 'board'`: `Authorization: Bearer <url token>`;
 * people's tokens are refused (401).
 */
export function registerBoardAuth(app: FastifyInstance): void {
  app.decorateRequest('board', null as never);
  app.acceptCredential('board', async (request) => {
    const board = await activeBoardOf(app.db, bearer(request));
    if (!board) throw unauthorized(BOARD_REFUSED);
    request.board = board;
    return true;
  });
}
