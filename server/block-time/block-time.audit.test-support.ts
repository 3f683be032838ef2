import { writeOf, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';
import { buildBlockMonth } from './block-time.factories.test-support.js';

/** The audit sweep's cases of block time (server/test/audit-sweep.ts). */
export const BLOCK_TIME_WRITES: WriteCase[] = [
  {
    route: 'POST /api/block-calendar',
    area: 'block-time',
    action: 'save',
    arrange: async ({ as }) =>
      writeOf(
        () => as('staff').post('/api/block-calendar', buildBlockMonth('2031-03', '2031-03-03')),
        () => '2031-03',
      ),
  },
];

export const BLOCK_TIME_REFUSALS: RefusedWrite[] = [
  {
    name: 'a physician saving block time (403)',
    arrange:
      async ({ as }) =>
      () =>
        as('physician').post('/api/block-calendar', buildBlockMonth('2031-04', '2031-04-07')),
    status: 403,
  },
];
