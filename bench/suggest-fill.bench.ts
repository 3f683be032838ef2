import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { FILL_ITERATIONS } from '../server/call-suggestions/call-suggestions.routes.js';
import type { FillProblem } from '../server/call-suggestions/engine/fill-problem.js';
import { sampleMonth } from '../server/call-suggestions/engine/sample-month.test-support.js';
import { suggestFill } from '../server/call-suggestions/engine/suggest-fill.js';
import { FillWorker } from '../server/call-suggestions/fill-worker.js';
import { createTestApp, httpGet, ms, percentile } from './support.js';

async function timed(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

const summary = (times: number[]) =>
  `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))} over ${times.length}`;

/** A 31-day month for 12 and 30 physicians through the worker thread; one cell's candidates over HTTP; quality against the oracle. */
export default async function suggestFillBench(): Promise<void> {
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const worker = new FillWorker();
  for (const surgeons of [12, 30]) {
    const problem = sampleMonth({ month: '2026-12', surgeons, seed: 42, pinned: 0.1, iterations: FILL_ITERATIONS });
    const times = await timed(10, () => worker.run(problem));
    console.log(
      `fill December (31 days), ${surgeons} physicians, ${FILL_ITERATIONS} moves, in the worker: ${summary(times)}`,
    );
  }
  await worker.close();

  const t = await createTestApp({ today: '2031-05-20' });
  const token = await t.login('admin');
  const url = await t.listen();
  const candidates = httpGet(url, '/api/call-candidates?date=2031-06-11&slot=surgeon_1st', token);
  console.log(`GET /api/call-candidates (demo practice, over HTTP): ${summary(await timed(100, candidates))}`);
  const api = t.api(token);
  // The demo seeds calls ahead: June is emptied so the fill has the whole month to do.
  const empty = Array.from({ length: 30 }, (_, index) => ({
    date: `2031-06-${String(index + 1).padStart(2, '0')}`,
    surgeon_1st: null,
    surgeon_2nd: null,
    surgeon_o_am: null,
    surgeon_o_pm: null,
  }));
  await api.post('/api/calendar-add-data', { entries: empty, acknowledge_warnings: true });
  const suggest = await timed(10, () => api.post('/api/call-suggestions', { month: '2031-06' }));
  console.log(`POST /api/call-suggestions, an empty month (demo practice, over inject): ${summary(suggest)}`);
  await t.close();

  const fixtures = JSON.parse(
    readFileSync(new URL('../server/call-suggestions/engine/oracle-fixtures.json', import.meta.url), 'utf8'),
  ) as {
    shape: { month: string; surgeons: number };
    problem: FillProblem;
    optimum: { weekendAndHolidaySpread: number | null };
  }[];
  console.log('\nmonth   | physicians | weekend+holiday spread: before → engine (best) | empty | ms');
  let within = 0;
  for (const { shape, problem, optimum } of fixtures) {
    const started = performance.now();
    const result = suggestFill({ ...problem, iterations: FILL_ITERATIONS });
    const took = performance.now() - started;
    const best = optimum.weekendAndHolidaySpread;
    if (best !== null && result.spread.after.weekend_and_holiday <= best + 1) within++;
    console.log(
      `${shape.month} | ${String(shape.surgeons).padStart(10)} | ${result.spread.before.weekend_and_holiday} → ${result.spread.after.weekend_and_holiday} (${best ?? 'no complete month'}) | ${result.unfilled.length} | ${took.toFixed(0)}`,
    );
  }
  console.log(`within 1 of the exact best: ${within} of ${fixtures.length}`);
}
