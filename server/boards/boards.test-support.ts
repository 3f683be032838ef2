import { io as connect } from 'socket.io-client';
import type { BoardKind } from '../../shared/schemas/boards.js';
import type { TestApp } from '../test/harness.js';
import type { TestSocket } from '../test/sockets.js';
import { boardDates } from './board-day.js';
import { boardsContract } from '../../shared/contract/boards.js';
import { answered } from '../test/call-declared.js';

/** Today and tomorrow as the test app's practice zone says. */
export const practiceDays = (t: TestApp) => boardDates(t.clock);

/** Registers a board (a wall board unless said otherwise) as the administrator; answers its id, url and url token. */
export async function registerBoard(t: TestApp, adminToken: string, name = 'OR corridor', kind?: BoardKind) {
  const body = answered(
    await t.call(boardsContract.create, { body: { name, ...(kind ? { kind } : {}) } }, adminToken),
    201,
  );
  const token = String(body.board.url).split('/').pop()!;
  return { id: body.board.id as number, url: body.board.url as string, token };
}

/**
 * A board's socket, recording every frame it receives (JSON of each event with its name),
 * so a test can assert that a masked field never reached it.
 */
export function connectBoard(baseUrl: string, token: string): Promise<{ socket: TestSocket; frames: string[] }> {
  const socket: TestSocket = connect(baseUrl, {
    auth: { board: token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const frames: string[] = [];
  socket.onAny((event: string, ...args: unknown[]) => frames.push(JSON.stringify([event, ...args])));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, frames }));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
