import { mirrorDaysToBoards } from './board.live.js';
import type { FastifyInstance } from 'fastify';
import {
  boardDayQuerySchema,
  createBoardBodySchema,
  updateBoardBodySchema,
  type BoardBootstrap,
} from '../../shared/schemas/boards.js';
import { idParamsSchema } from '../../shared/schemas/common.js';
import { forbidden } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { registerBoardAuth } from './board-auth.js';
import { boardDates, boardDayReader, toBoardSettings } from './board-day.js';
import { serveBoardSocket } from './board-socket.js';
import { announceBoard, createBoard, listBoards, turnOffBoard, updateBoard, type BoardDeps } from './boards.service.js';

/**
 * Administrators register, list, set and turn off wall boards; a board (its url token as the
 * bearer) reads only its own settings and the days it shows, through its own routes and rooms.
 */
export async function boardsRoutes(app: FastifyInstance): Promise<void> {
  const deps: BoardDeps = { db: app.db, publisher: app.publisher, io: app.io };
  mirrorDaysToBoards(app.publisher, app.io);
  const adminOnly = { preHandler: app.permit('users.manage') };

  app.get('/boards', adminOnly, async () => ({ boards: await listBoards(deps) }));
  app.post('/boards', adminOnly, async (request, reply) => {
    const { name } = parse(createBoardBodySchema, request.body);
    return reply.status(201).send({ board: await createBoard(deps, request.auth, name) });
  });
  app.post('/boards/:id', adminOnly, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return { board: await updateBoard(deps, request.auth, id, parse(updateBoardBodySchema, request.body)) };
  });
  app.delete('/boards/:id', adminOnly, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return { board: await turnOffBoard(deps, request.auth, id) };
  });

  const boardOnly = { config: { public: true }, preHandler: registerBoardAuth(app).preHandler };
  const readDay = boardDayReader(app.db);

  app.get('/board', boardOnly, async (request): Promise<BoardBootstrap> => {
    const { today, tomorrow } = boardDates(app.config.timeZone);
    return { board: toBoardSettings(request.board), today, tomorrow, timeZone: app.config.timeZone };
  });
  app.get('/board/day', boardOnly, async (request) => {
    const { date } = parse(boardDayQuerySchema, request.query);
    if (!boardDates(app.config.timeZone).readable.includes(date))
      throw forbidden('A board shows today and tomorrow only.');
    return readDay(request.board, date);
  });

  const announce = (id: number) =>
    void announceBoard(deps, id).catch((error: unknown) => app.log.error({ err: error }, 'board announce failed'));
  app.io.on('connection', (socket) => {
    if (socket.data.board) serveBoardSocket(app, socket, socket.data.board.id, readDay, announce);
  });
}
