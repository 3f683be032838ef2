import { afterAll, describe, expect, it } from 'vitest';
import type { OrMetrics } from '../../shared/schemas/or-metrics.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { insertCase, type SeededCase } from './or-metrics.factories.test-support.js';
import { orMetricsContract } from '../../shared/contract/or-metrics.js';

// A day weeks before the demo data (seeded around the clock's today): OR 3 runs a morning list and, after the room stood idle over lunch,
// an afternoon list. OR 4 has two gaps at the limit's edge: 60 minutes, then 61.
const DAY = '2035-04-03';
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function dayWith(config: { turnoverMaxGapMinutes?: number } = {}) {
  const t = await createTestApp({ now: '2035-05-16T10:40', config });
  apps.push(t);
  const surgeonId = await t.userId('physician');
  const room = (location: string, cases: [string, string, string, string][]): SeededCase[] =>
    cases.map(([start, end, inRoom, outOfRoom]) => ({ date: DAY, start, end, location, surgeonId, inRoom, outOfRoom }));
  const cases = [
    ...room('OR 3', [
      ['08:00', '09:00', '08:00', '09:00'],
      ['09:30', '10:30', '09:25', '10:30'], // a 25-minute turnover
      ['10:45', '11:45', '11:05', '12:00'], // a 35-minute turnover
      ['14:00', '15:00', '14:10', '15:00'], // 130 minutes idle over lunch: the afternoon list's first case
      ['15:30', '16:30', '15:20', '16:30'], // a 20-minute turnover
    ]),
    ...room('OR 4', [
      ['08:00', '09:00', '08:00', '09:00'],
      ['10:00', '11:00', '10:00', '11:00'], // 60 minutes: still a turnover
      ['12:00', '13:00', '12:01', '13:00'], // 61 minutes: idle
    ]),
  ];
  for (const seeded of cases) await insertCase(t.db, seeded);
  const response = await t.call(
    orMetricsContract.metrics,
    { query: { from: DAY, to: DAY, group: 'day' } },
    await t.login('admin'),
  );
  expect(response.status).toBe(200);
  return response.body as OrMetrics;
}

describe('turnover counts only a case that follows another in the same room within TURNOVER_MAX_GAP_MINUTES', () => {
  it('leaves out the idle gap between a morning and an afternoon list (default 60 minutes, inclusive)', async () => {
    const metrics = await dayWith();
    expect(metrics.turnover_max_gap_minutes).toBe(60);
    // 25, 35, 20 in OR 3 and 60 in OR 4; not the 130 minutes over lunch, nor the 61.
    expect(metrics.total).toMatchObject({
      turnovers: 4,
      turnover_median_minutes: 30,
      turnover_average_minutes: 35,
    });
  });

  it('follows the setting: with 180 minutes the lunch gap counts too', async () => {
    const metrics = await dayWith({ turnoverMaxGapMinutes: 180 });
    expect(metrics.turnover_max_gap_minutes).toBe(180);
    expect(metrics.total).toMatchObject({ turnovers: 6, turnover_median_minutes: 47.5 });
  });
});
