import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { CANCEL_REASONS, DELAY_REASONS, MILESTONES } from '../shared/case-tracking.js';
import { addDays, isWeekend, pad2 } from '../shared/dates.js';
import type { OrMetricsQuery } from '../shared/schemas/or-metrics.js';
import type { OrMetrics } from '../shared/schemas/or-metrics.js';
import type { Db } from '../server/db/connect.js';
import { keepDays } from '../server/or-metrics/kept-days.repository.js';
import type { OrMetricsSettings } from '../server/or-metrics/or-metrics.repository.js';
import { orMetrics, orMetricsFromCases } from '../server/or-metrics/or-metrics.service.js';
import { createTestApp, ms, percentile, type TestApp } from './support.js';

const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2034-12-31';
const LOCATIONS = ['OR 1', 'OR 2', 'OR 3', 'OR 4', 'Cath lab', 'Endoscopy'];
const CASES_PER_ROOM = 4;
const FIRST_ID = 1_000_000;
const STAMP = '2025-01-01T00:00:00.000Z';

const clock = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/** Ten years of weekdays: each room four cases a day, each with all its milestones; a few delayed or cancelled. */
async function seedTenYears(t: TestApp): Promise<number> {
  const surgeons = (await t.db.selectFrom('users').select('id').where('role', '=', 3).execute()).map((row) => row.id);
  const events: object[] = [];
  const primaries: object[] = [];
  const progress: object[] = [];
  const milestones: object[] = [];
  // Inserted in this order (the later rows refer to the earlier), in chunks of `size`.
  const batches = [
    { table: 'schedule_events', rows: events, size: 500 },
    { table: 'schedule_event_surgeons', rows: primaries, size: 2_000 },
    { table: 'case_progress', rows: progress, size: 500 },
    { table: 'case_milestones', rows: milestones, size: 1_000 },
  ] as const;
  let id = FIRST_ID;
  const flush = async (force = false) => {
    if (!force && events.length < 2_000) return;
    await t.db.transaction().execute(async (trx) => {
      const chunks = <T>(rows: T[], size: number) =>
        Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
          rows.slice(index * size, (index + 1) * size),
        );
      for (const { table, rows, size } of batches)
        for (const chunk of chunks(rows, size))
          await trx
            .insertInto(table)
            .values(chunk as never)
            .execute();
    });
    for (const { rows } of batches) rows.length = 0;
  };
  for (let date = FIRST_DAY; date <= LAST_DAY; date = addDays(date, 1)) {
    if (isWeekend(date)) continue;
    for (const [room, location] of LOCATIONS.entries()) {
      let roomFree = 7 * 60 + 30 + ((id * 7) % 11) - 5; // in by 07:25–07:35 for a 07:30 start, mostly
      for (let slot = 0; slot < CASES_PER_ROOM; slot += 1) {
        id += 1;
        const start = 7 * 60 + 30 + slot * 120;
        const cancelled = id % 50 === 0;
        const delayed = !cancelled && id % 20 === 0;
        events.push({
          id,
          purpose: 'Procedure',
          procedure: 'Bench case',
          event_date: date,
          start_time: clock(start),
          end_time: clock(start + 90),
          event_location: location,
          is_archived: 0,
          created_at: STAMP,
          updated_at: STAMP,
          version: 1,
        });
        primaries.push({ event_id: id, surgeon_id: surgeons[(room + slot) % surgeons.length]!, surgeon_type: 'P' });
        progress.push({
          event_id: id,
          case_code: `B${id}`,
          step: cancelled ? null : 'done',
          delay_reason: delayed ? DELAY_REASONS[id % DELAY_REASONS.length] : null,
          cancel_reason: cancelled ? CANCEL_REASONS[id % CANCEL_REASONS.length] : null,
          created_at: STAMP,
          updated_at: STAMP,
          version: 1,
        });
        if (cancelled) continue;
        const inRoom = Math.max(roomFree + 15 + (id % 13), start - 10) + (delayed ? 25 : 0);
        const duration = 80 + ((id * 31) % 30);
        const times = [
          inRoom - 45,
          inRoom,
          inRoom + 15,
          inRoom + duration - 15,
          inRoom + duration,
          inRoom + duration + 5,
          inRoom + duration + 60,
        ];
        MILESTONES.forEach((step, index) =>
          milestones.push({
            event_id: id,
            step,
            at_date: date,
            at_time: clock(times[index]!),
            set_at: STAMP,
            entered_late: 0,
          }),
        );
        roomFree = inRoom + duration;
      }
    }
    await flush();
  }
  await flush(true);
  return id - FIRST_ID;
}

type Read = (db: Db, query: OrMetricsQuery, settings: OrMetricsSettings) => Promise<OrMetrics>;

async function timeQuery(t: TestApp, label: string, query: OrMetricsQuery, runs = 50, read: Read = orMetrics) {
  await read(t.db, query, { graceMinutes: 5, turnoverMaxGapMinutes: 60 }); // warm
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let cases = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    cases = (await read(t.db, query, { graceMinutes: 5, turnoverMaxGapMinutes: 60 })).total.cases;
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - started);
    cpuTimes.push((used.user + used.system) / 1000);
    await new Promise((resolve) => setImmediate(resolve));
  }
  // better-sqlite3 runs on this thread: its CPU time is the query's cost, whatever else the machine runs.
  console.log(
    `${label} (${cases} cases): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))} over ${runs}` +
      ` (CPU p50 ${ms(percentile(cpuTimes, 50))}, p95 ${ms(percentile(cpuTimes, 95))})`,
  );
}

/** What the keeper adds to a write of one case: keeping its day (its five statements), timed inside the transaction. */
async function timeKeepingOneDay(t: TestApp, runs = 200): Promise<void> {
  const times: number[] = [];
  let date = addDays(FIRST_DAY, 3);
  for (let run = 0; run < runs; run += 1) {
    date = addDays(date, 17);
    if (isWeekend(date)) date = addDays(date, 2);
    await t.db.transaction().execute(async (trx) => {
      const started = performance.now();
      await keepDays(trx, [date]);
      times.push(performance.now() - started);
    });
  }
  console.log(
    `keeping one day's figures (a case write's added work): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} over ${runs}`,
  );
}

export default async function orMetricsBench(): Promise<void> {
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const t = await createTestApp({ today: LAST_DAY });
  const seeding = performance.now();
  const count = await seedTenYears(t);
  console.log(`seeded ${count} cases over ten years in ${ms(performance.now() - seeding)} (SQLite file)`);

  // The seed wrote the tables directly, past the keepers: the kept days are computed once, as at a start.
  const keeping = performance.now();
  await t.db.transaction().execute((trx) => keepDays(trx, null));
  const keptRows = await t.db
    .selectFrom('or_metric_days')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow();
  console.log(`kept every day (${keptRows.rows} rows) in ${ms(performance.now() - keeping)}`);

  await timeKeepingOneDay(t);
  await timeQuery(t, 'last 4 weeks by week', { from: addDays(LAST_DAY, -27), to: LAST_DAY, group: 'week' });
  await timeQuery(t, 'a year by month', { from: '2034-01-01', to: LAST_DAY, group: 'month' });
  await timeQuery(t, 'ten years by month', { from: FIRST_DAY, to: LAST_DAY, group: 'month' }, 30);
  await timeQuery(
    t,
    'ten years by month, one surgeon',
    {
      from: FIRST_DAY,
      to: LAST_DAY,
      group: 'month',
      surgeon_id: await t.userId('physician'),
    },
    30,
  );
  await timeQuery(
    t,
    'ten years by month, from the cases (before: the old query)',
    { from: FIRST_DAY, to: LAST_DAY, group: 'month' },
    10,
    orMetricsFromCases,
  );
  await t.close();
}
