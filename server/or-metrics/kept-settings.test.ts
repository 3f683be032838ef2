import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { OrMetricsQuery } from '../../shared/schemas/or-metrics.js';
import type { Db } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { keepDays, readKeptSettings } from './kept-days.repository.js';
import { keepFiguresForSettings, orMetricsSettingsOf } from './kept-figures.js';
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

async function keptRows(db: Db) {
  const days = await db.selectFrom('or_metric_days').selectAll().execute();
  const counts = await db.selectFrom('or_metric_counts').selectAll().execute();
  const canonical = (rows: object[]) => rows.map((row) => JSON.stringify(Object.values(row).map(String))).sort();
  return { days: canonical(days), counts: canonical(counts) };
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
    await keepDays(t.db, null);
    expect(await keptRows(t.db)).toEqual(kept);
  });

  it('a portal started with other settings computes them again with its own, once', async () => {
    const t = await portal({ turnoverMaxGapMinutes: 180, lateGraceMinutes: 0 });
    const settings = orMetricsSettingsOf(t.app.config);
    expect(await readKeptSettings(t.db)).toEqual({ graceMinutes: 0, turnoverMaxGapMinutes: 180 });
    expect(await keepFiguresForSettings(t.db, settings)).toBe(false);
    const kept = await keptRows(t.db);
    await keepDays(t.db, null);
    expect(await keptRows(t.db)).toEqual(kept);
    const admin = await t.login('admin');
    const answer = await t.api(admin).get(`/api/or-metrics?from=${MAY.from}&to=${MAY.to}&group=${MAY.group}`);
    expect(answer.body).toEqual(await orMetricsFromCases(t.db, MAY, settings));
    expect(answer.body.total.turnovers).toBeGreaterThan(0);
  });

  it('while the kept figures follow other settings (another node started with them), the cases are summed instead', async () => {
    const t = await portal();
    const mine = orMetricsSettingsOf(t.app.config);
    const theirs = { graceMinutes: 15, turnoverMaxGapMinutes: 20 };
    expect(await keepFiguresForSettings(t.db, theirs)).toBe(true);
    expect(await orMetrics(t.db, MAY, mine)).toEqual(await orMetricsFromCases(t.db, MAY, mine));
    expect(await orMetrics(t.db, MAY, theirs)).toEqual(await orMetricsFromCases(t.db, MAY, theirs));
    expect((await orMetrics(t.db, MAY, theirs)).total).not.toEqual((await orMetrics(t.db, MAY, mine)).total);
  });
});
