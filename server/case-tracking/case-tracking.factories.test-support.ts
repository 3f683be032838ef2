import type { z } from 'zod';
import type {
  cancelBodySchema,
  correctMilestoneBodySchema,
  delayBodySchema,
  setMilestoneBodySchema,
} from '../../shared/schemas/case-tracking.js';
import type { EventBody } from '../../shared/schemas/daily-schedule.js';
import { buildEvent } from '../daily-schedule/daily-schedule.factories.test-support.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { answered } from '../test/call-declared.js';
import type { ApiClient, TestApp } from '../test/harness.js';

/** Adds a procedure (a case) for `surgeonId` on `event_date` through the schedule's API; answers its event id. */
export async function addCase(
  api: ApiClient,
  surgeonId: number,
  overrides: Partial<EventBody> & Pick<EventBody, 'event_date'>,
): Promise<number> {
  const body = { ...buildEvent({ surgeon_id: [surgeonId], ...overrides }), acknowledge_warnings: true };
  const added = await api.post<{ dailySchedule: { id: number } }>('/api/daily-schedule', body);
  if (added.status !== 201) throw new Error(`addCase: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.dailySchedule.id;
}

/** The same through the schedule's contract, as the holder of `token`. */
export async function addCaseAs(
  t: TestApp,
  token: string,
  surgeonId: number,
  overrides: Partial<EventBody> & Pick<EventBody, 'event_date'>,
): Promise<number> {
  const body = { ...buildEvent({ surgeon_id: [surgeonId], ...overrides }), acknowledge_warnings: true };
  return answered(await t.call(dailyScheduleContract.create, { body }, token), 201).dailySchedule.id;
}

export const buildMilestone = (
  overrides: Partial<z.input<typeof setMilestoneBodySchema>> = {},
): z.input<typeof setMilestoneBodySchema> => ({ step: 'checked_in', version: 0, ...overrides });

export const buildCorrection = (
  overrides: Partial<z.input<typeof correctMilestoneBodySchema>> & { version: number },
): z.input<typeof correctMilestoneBodySchema> => ({
  time: '00:00',
  reason: 'Clock on the wall was wrong',
  ...overrides,
});

export const buildDelay = (
  overrides: Partial<z.input<typeof delayBodySchema>> = {},
): z.input<typeof delayBodySchema> => ({ reason: 'Patient late', note: 'Stuck in traffic', version: 0, ...overrides });

export const buildCancel = (
  overrides: Partial<z.input<typeof cancelBodySchema>> = {},
): z.input<typeof cancelBodySchema> => ({ reason: 'Patient declined', note: '', version: 0, ...overrides });
