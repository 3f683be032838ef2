import { performance } from 'node:perf_hooks';
import { createSession } from '../server/auth/sessions.repository.js';
import { findHeldSessions } from '../server/realtime/held-sessions.repository.js';
import { createTestApp, median, ms, percentile } from './support.js';

/**
 * The cost of one node's session sweep (server/realtime/session-watch.ts): the one query that
 * reads the sessions its sockets hold, every 5 s, for 100 to 5,000 distinct sessions, among
 * 20,000 stored. `BENCH_DATABASE=postgres` runs it on a scratch PostgreSQL database.
 */
export default async function sessionSweepBench(): Promise<void> {
  const database = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
  const t = await createTestApp({ database });
  try {
    const userId = await t.userId('staff');
    const ids: string[] = [];
    for (let i = 0; i < 20_000; i += 1) ids.push(await createSession(t.db, userId));
    console.log(`session sweep query (${database}, 20,000 sessions stored):`);
    for (const held of [100, 1_000, 5_000]) {
      const sample = ids.filter((_id, i) => i % Math.floor(ids.length / held) === 0).slice(0, held);
      for (let i = 0; i < 5; i += 1) await findHeldSessions(t.db, sample); // warm up
      const timings: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const started = performance.now();
        await findHeldSessions(t.db, sample);
        timings.push(performance.now() - started);
      }
      console.log(
        `  ${String(held).padStart(5)} held: median ${ms(median(timings))}, p99 ${ms(percentile(timings, 99))}`,
      );
    }
  } finally {
    await t.close();
  }
}
