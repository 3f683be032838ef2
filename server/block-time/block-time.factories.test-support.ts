import type { z } from 'zod';
import type { blockSaveBodySchema } from '../../shared/schemas/block-time.js';

export type BlockMonthBody = z.input<typeof blockSaveBodySchema>;

/**
 * A valid block-time save (POST /api/block-calendar) for `month`, holding one MOR session on the
 * first Monday given (`monday`, YYYY-MM-DD); override what a test is about.
 */
export function buildBlockMonth(
  month: string,
  monday: string,
  overrides: Partial<BlockMonthBody> = {},
): BlockMonthBody {
  return {
    month,
    locations: {
      MOR: {
        [monday]: {
          'Monday-Wk1startHour': 7,
          'Monday-Wk1startMinute': 30,
          'Monday-Wk1endHour': 3,
          'Monday-Wk1endMinute': 0,
        },
      },
    },
    checkboxStates: {},
    version: 0,
    ...overrides,
  };
}
