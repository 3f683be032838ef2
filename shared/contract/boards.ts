import { z } from 'zod';
import {
  boardBootstrapSchema,
  boardDayQuerySchema,
  boardRecordSchema,
  createBoardBodySchema,
  createdBoardSchema,
  updateBoardBodySchema,
  type BoardDay,
} from '../schemas/boards.js';
import { dayCaseProgressSchema, familyDaySchema } from '../schemas/case-tracking.js';
import { idParamsSchema } from '../schemas/common.js';
import { access, endpoint } from './endpoint.js';

const adminOnly = access.permission('users.manage');
const oneBoard = z.object({ board: boardRecordSchema });

/**
 * A part of the board's day is another area's record (the daily schedule's grid, the call
 * calendar's and block time's overlays); each is checked here only as an object until those
 * areas declare schemas for them.
 */
const dayPart = <Part extends object>() =>
  z.custom<Part>((value) => typeof value === 'object' && value !== null, 'Must be an object.');

const boardDaySchema = z.object({
  date: z.string(),
  'daily-schedule': dayPart<BoardDay['daily-schedule']>(),
  'call-calendar': dayPart<BoardDay['call-calendar']>(),
  'block-time': dayPart<BoardDay['block-time']>(),
  'case-tracking': dayCaseProgressSchema,
});

/**
 * Boards: administrators register (a wall board or a family waiting-room board), list, set and
 * turn them off; a board (its url token as the bearer) reads only its own settings and what its
 * kind shows: a wall board the days of the grid, a family board today's family day.
 */
export const boardsContract = {
  list: endpoint({
    method: 'GET',
    path: '/boards',
    summary: 'The boards that are on',
    access: adminOnly,
    response: z.object({ boards: z.array(boardRecordSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/boards',
    summary: 'Registers a board; the only answer that holds its url',
    access: adminOnly,
    body: createBoardBodySchema,
    response: z.object({ board: createdBoardSchema }),
    status: 201,
    refusals: ['validation'],
  }),
  update: endpoint({
    method: 'POST',
    path: '/boards/:id',
    summary:
      "Sets a board's name, names shown, window or rotation (what is absent stays); a family board never shows names",
    access: adminOnly,
    params: idParamsSchema,
    body: updateBoardBodySchema,
    response: oneBoard,
    refusals: ['validation', 'not_found'],
  }),
  turnOff: endpoint({
    method: 'DELETE',
    path: '/boards/:id',
    summary: 'Turns a board off: its url stops working',
    access: adminOnly,
    params: idParamsSchema,
    response: oneBoard,
    refusals: ['validation', 'not_found'],
  }),
  bootstrap: endpoint({
    method: 'GET',
    path: '/board',
    summary: "The calling board's settings and the practice's today, tomorrow and time zone",
    access: access.board,
    response: boardBootstrapSchema,
  }),
  day: endpoint({
    method: 'GET',
    path: '/board/day',
    summary:
      'A day as the calling wall board shows it (names masked unless allowed); yesterday to the day after tomorrow. A family board is refused (403)',
    access: access.board,
    query: boardDayQuerySchema,
    response: boardDaySchema,
    refusals: ['validation'],
  }),
  familyDay: endpoint({
    method: 'GET',
    path: '/board/family-day',
    summary:
      "Today's cases as the calling family board shows them: case code, surgeon, stage, delayed and since, nothing else. A wall board is refused (403)",
    access: access.board,
    response: familyDaySchema,
  }),
};
