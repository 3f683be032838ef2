import { writeOf, type AuditWorld, type Made, type WriteCase } from '../test/audit-sweep.js';

/** A board on the wall, as an administrator adds it. */
async function addBoard({ as }: AuditWorld): Promise<number> {
  return (await as('admin').post<{ board: Made }>('/api/boards', { name: 'OR 2 corridor' })).body.board.id;
}

/** The audit sweep's cases of wall boards (server/test/audit-sweep.ts). */
export const BOARDS_WRITES: WriteCase[] = [
  {
    route: 'POST /api/boards',
    area: 'boards',
    action: 'create',
    arrange: async ({ as }) =>
      writeOf(
        () => as('admin').post<{ board: Made }>('/api/boards', { name: 'OR 1 corridor' }),
        (body) => String(body.board.id),
      ),
  },
  {
    route: 'POST /api/boards/:id',
    area: 'boards',
    action: 'update',
    arrange: async (world) => {
      const board = await addBoard(world);
      return writeOf(
        () => world.as('admin').post(`/api/boards/${board}`, { allow_names: true }),
        () => String(board),
      );
    },
  },
  {
    route: 'DELETE /api/boards/:id',
    area: 'boards',
    action: 'turn-off',
    arrange: async (world) => {
      const board = await addBoard(world);
      return writeOf(
        () => world.as('admin').delete(`/api/boards/${board}`),
        () => String(board),
      );
    },
  },
];
