import type { FastifyInstance } from 'fastify';
import { serviceDepsOf } from '../service-deps.js';
import { boardsContract as contract } from '../../shared/contract/boards.js';
import { declareRoute } from '../http/declare-route.js';
import { forbidden } from '../http/errors.js';
import { registerBoardAuth } from './board-auth.js';
import { boardDates, boardDayReader, boardKindOf, toBoardSettings } from './board-day.js';
import { serveBoardSockets } from './board-socket.js';
import { familyDayReader } from './family-day.js';
import { createBoard, listBoards, turnOffBoard, updateBoard, type BoardDeps } from './boards.service.js';

/**
 * Administrators register, list, set and turn off boards (wall or family); a board (its url
 * token as the bearer) reads only its own settings and what its kind shows, through its own
 * routes and rooms: a wall board the grid's days, a family board today's family day.
 * The routes are declared in shared/contract/boards.ts.
 */
export async function boardsRoutes(app: FastifyInstance): Promise<void> {
  const deps: BoardDeps = { ...serviceDepsOf(app), io: app.io };

  declareRoute(app, contract.list, async () => ({ boards: await listBoards(deps) }));
  declareRoute(app, contract.create, async ({ body }, request) => ({
    board: await createBoard(deps, request.auth, body),
  }));
  declareRoute(app, contract.update, async ({ params, body }, request) => ({
    board: await updateBoard(deps, request.auth, params.id, body),
  }));
  declareRoute(app, contract.turnOff, async ({ params }, request) => ({
    board: await turnOffBoard(deps, request.auth, params.id),
  }));

  registerBoardAuth(app);
  const readDay = boardDayReader(app.roomSnapshots);
  const readFamilyDay = familyDayReader(app.roomSnapshots, app.db);

  declareRoute(app, contract.bootstrap, async (_input, request) => {
    const { today, tomorrow } = boardDates(app.clock);
    return { board: toBoardSettings(request.board), today, tomorrow, timeZone: app.config.timeZone };
  });
  declareRoute(app, contract.day, async ({ query }, request) => {
    if (boardKindOf(request.board) !== 'wall') throw forbidden('A family board shows the family day only.');
    if (!boardDates(app.clock).readable.includes(query.date)) throw forbidden('A board shows today and tomorrow only.');
    return readDay(request.board, query.date);
  });

  declareRoute(app, contract.familyDay, async (_input, request) => {
    if (boardKindOf(request.board) !== 'family') throw forbidden('Only a family board shows the family day.');
    return readFamilyDay(app.clock.today());
  });

  serveBoardSockets(app, deps, { readDay, readFamilyDay });
}
