import { boardsContract as contract } from '../../shared/contract/boards.js';
import type { z } from 'zod';
import type { BoardKind, updateBoardBodySchema } from '../../shared/schemas/boards.js';
import { call } from '../lib/api-client';

/** Any of a board's settings, as the server's schema accepts them; what is absent stays. */
export type BoardSettingsForm = z.input<typeof updateBoardBodySchema>;

export const boardsApi = {
  list: () => call(contract.list).then((response) => response.boards),
  create: (name: string, kind: BoardKind) =>
    call(contract.create, { body: { name, kind } }).then((response) => response.board),
  update: (id: number, body: BoardSettingsForm) =>
    call(contract.update, { params: { id }, body }).then((response) => response.board),
  turnOff: (id: number) => call(contract.turnOff, { params: { id } }).then((response) => response.board),
};
