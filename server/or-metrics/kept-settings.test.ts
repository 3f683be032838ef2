import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { orMetricsContract } from '../../shared/contract/or-metrics.js';
import { answered } from '../test/call-declared.js';
import type { OrMetricsQuery } from '../../shared/schemas/or-metrics.js';
import { migrateToLatest } from '../db/migrate.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { readKeptSettings } from './kept-days.repository.js';
import { keepFiguresAtStart, orMetricsSettingsOf } from './kept-figures.js';
import { keptFromScratch, keptRows } from './kept-figures.test-support.js';
import { orMetrics, orMetricsFromCases } from './or-metrics.service.js';

// Each portal stands at 10:40 on Wednesday 2035-05-16: the demo's cases (a week before it to four
// days after, some with milestones, delays and cancellations) are the figures' cases.
const NOW = '2035-05-16T10:40';
const MAY: OrMetricsQuery = { from: '2035-05-01', to: '2035-05-31', group: 'week' };
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function portal(config: { turnoverMaxGapMinutes?: number; lateGraceMinutes?: number } = {}) {
  const t = await createTestApp({ now: NOW, config });
  apps.push(t);
  return t;
}

/** The migrations as files, so a test can go down to an earlier one (server/db/migrate.ts only goes up). */
class MigrationFiles implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const folder = fileURLToPath(new URL('../../migrations/', import.meta.url));
    const names = (await readdir(folder)).filter((file) => /^\d{4}_.*\.ts$/.test(file)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of names) migrations[file.slice(0, -3)] = (await import(`${folder}${file}`)) as Migration;
    return migrations;
  }
}

describe('the kept OR figures and the settings they were computed with', () => {
  it('migration 0022 fills them from the cases already recorded, as the keepers would', async () => {
    const t = await portal();
    const kept = await keptRows(t.db);
    expect(kept.days.length).toBeGreaterThan(10);
    expect(kept.counts.length).toBeGreaterThan(10);

    const down = await new Migrator({ db: t.db, provider: new MigrationFiles() }).migrateTo(
      '0021_call_request_reversals',
    );
    expect(down.error).toBeUndefined();
    expect(await migrateToLatest(t.db)).toEqual(['0022_or_metric_days']);
    expect(await readKeptSettings(t.db)).toEqual({ graceMinutes: 5, turnoverMaxGapMinutes: 60 });
    expect(await keptRows(t.db)).toEqual(kept);
    expect(kept).toEqual(await keptFromScratch(t.db));
  });

  it('a portal started with other settings computes them again with its own, once', async () => {
    const t = await portal({ turnoverMaxGapMinutes: 180, lateGraceMinutes: 0 });
    const settings = orMetricsSettingsOf(t.app.config);
    expect(await readKeptSettings(t.db)).toEqual({ graceMinutes: 0, turnoverMaxGapMinutes: 180 });
    expect(await keepFiguresAtStart(t.db, settings, t.clock.now())).toEqual({ rebuilt: false, days: 0 });
    expect(await keptRows(t.db)).toEqual(await keptFromScratch(t.db));
    const admin = await t.login('admin');
    const answer = answered(await t.call(orMetricsContract.metrics, { query: MAY }, admin));
    expect(answer).toEqual(await orMetricsFromCases(t.db, MAY, settings));
    expect(answer.total.turnovers).toBeGreaterThan(0);
  });

  it('while the kept figures follow other settings (another node started with them), the cases are summed instead', async () => {
    const t = await portal();
    const mine = orMetricsSettingsOf(t.app.config);
    const theirs = { graceMinutes: 15, turnoverMaxGapMinutes: 20 };
    expect(await keepFiguresAtStart(t.db, theirs, t.clock.now())).toEqual({ rebuilt: true });
    expect(await orMetrics(t.db, MAY, mine)).toEqual(await orMetricsFromCases(t.db, MAY, mine));
    expect(await orMetrics(t.db, MAY, theirs)).toEqual(await orMetricsFromCases(t.db, MAY, theirs));
    expect((await orMetrics(t.db, MAY, theirs)).total).not.toEqual((await orMetrics(t.db, MAY, mine)).total);
  });

  it('a start keeps again the days of the case writes audited since the last start (nodes of the release before keep none)', async () => {
    const t = await portal();
    const staff = await t.login('staff');
    // A demo case of two days ago, with its milestones, moved three weeks back.
    const [moved] = await t.db
      .selectFrom('schedule_events as e')
      .innerJoin('case_progress as p', 'p.event_id', 'e.id')
      .select('e.id')
      .where('e.event_date', '=', '2035-05-14')
      .where('p.step', '=', 'done')
      .execute();
    const params = { id: moved!.id };
    const current = answered(await t.call(dailyScheduleContract.get, { params }, staff)).dailySchedule;
    const before = await t.db.selectFrom('or_metric_days').selectAll().execute();
    const counts = await t.db.selectFrom('or_metric_counts').selectAll().execute();
    const move = { ...current, event_date: '2035-04-23', acknowledge_warnings: true };
    answered(await t.call(dailyScheduleContract.update, { params, body: move }, staff));
    // As a node of the release before would have left them: the kept rows as they were before the move.
    await t.db.deleteFrom('or_metric_days').execute();
    await t.db.deleteFrom('or_metric_counts').execute();
    await t.db.insertInto('or_metric_days').values(before).execute();
    await t.db.insertInto('or_metric_counts').values(counts).execute();
    expect(await keptRows(t.db)).not.toEqual(await keptFromScratch(t.db));

    t.clock.set('2035-05-16T11:00');
    expect(await keepFiguresAtStart(t.db, orMetricsSettingsOf(t.app.config), t.clock.now())).toEqual({
      rebuilt: false,
      days: 2,
    });
    expect(await keptRows(t.db)).toEqual(await keptFromScratch(t.db));
    // The next start reads from the mark the last one left, ten minutes before it: not the move again.
    t.clock.set('2035-05-16T11:11');
    expect(await keepFiguresAtStart(t.db, orMetricsSettingsOf(t.app.config), t.clock.now())).toEqual({
      rebuilt: false,
      days: 0,
    });
  });
});
