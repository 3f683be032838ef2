import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { listAuditEntries } from '../server/audit/audit.repository.js';
import { callDayHistoryOf } from '../server/scheduling/call-day-history.js';
import { connectDatabase } from '../server/db/connect.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { createTestApp, median, ms, percentile } from './support.js';

/**
 * The audit trail's cost. (1) Writes with their audit entry against the same writes with the
 * insert skipped by a SQLite trigger (RAISE(IGNORE)), so production code has no switch.
 * (2) The administrators' query for one user over one month, with a million entries stored.
 */
export default async function auditBench(): Promise<void> {
  await writeOverhead();
  await queryAtScale();
}

const AUDIT_OFF = sql`CREATE TRIGGER IF NOT EXISTS audit_bench_off BEFORE INSERT ON audit_log BEGIN SELECT RAISE(IGNORE); END`;
const AUDIT_ON = sql`DROP TRIGGER IF EXISTS audit_bench_off`;

async function writeOverhead(): Promise<void> {
  const t = await createTestApp({ today: '2026-10-15' });
  const staff = await t.login('staff');
  const physician = await t.login('physician');
  const ids: number[] = (await t.api(staff).get('/api/vacation/filter-surgeons')).body.map((s: { id: number }) => s.id);
  const round = (
    await t.api(physician).post('/api/hospital-round', {
      room: '1',
      first_name: 'A',
      last_name: 'Bench',
      age: '70',
      mrn: 'M',
      diagnosis: 'D',
      procedure: 'P',
      notes: '',
      facility: 'PHH',
      so: 0,
      dc: 0,
    })
  ).body;

  let n = 0;
  const writes: Record<string, () => Promise<unknown>> = {
    'call-calendar day save': () => {
      n += 1;
      const date = `2045-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (Math.floor(n / 12) % 28)).padStart(2, '0')}`;
      return t.api(staff).post('/api/calendar-add-data', { entries: [{ date, surgeon_1st: ids[n % ids.length] }] });
    },
    'rounds edit': () => {
      n += 1;
      return t.api(physician).put(`/api/hospital-round/${round.id}`, {
        room: '1',
        first_name: 'A',
        last_name: 'Bench',
        age: '70',
        mrn: 'M',
        diagnosis: `D${n}`,
        procedure: 'P',
        notes: '',
        facility: 'PHH',
        so: 0,
        dc: 0,
      });
    },
  };
  for (const [name, write] of Object.entries(writes)) {
    const timings = { on: [] as number[], off: [] as number[] };
    for (let i = 0; i < 50; i += 1) await write(); // warm up
    // Alternating blocks, so drift (page cache, GC) falls on both sides alike.
    for (let block = 0; block < 10; block += 1) {
      for (const mode of ['on', 'off'] as const) {
        await (mode === 'on' ? AUDIT_ON : AUDIT_OFF).execute(t.db);
        for (let i = 0; i < 40; i += 1) {
          const started = performance.now();
          await write();
          timings[mode].push(performance.now() - started);
        }
      }
    }
    await AUDIT_ON.execute(t.db);
    const ratio = median(timings.on) / median(timings.off);
    console.log(
      `${name.padEnd(24)} audited median ${ms(median(timings.on))} (p95 ${ms(percentile(timings.on, 95))}), ` +
        `without ${ms(median(timings.off))} (p95 ${ms(percentile(timings.off, 95))}): ${ratio.toFixed(3)}x`,
    );
  }
  await t.close();
}

const AREAS = [
  'rounds',
  'operative-log',
  'daily-schedule',
  'call-calendar',
  'time-off',
  'block-time',
  'messages',
  'sessions',
];
const ACTIONS = ['view', 'update', 'create', 'search-date', 'sign-in'];

async function queryAtScale(total = 1_000_000, users = 40): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'audit-bench-'));
  const file = join(dir, 'audit.sqlite');
  const db = connectDatabase(file);
  await migrateToLatest(db);

  // Three years of entries, spread evenly in time over `users` people, written in bulk.
  const started = performance.now();
  const raw = new SQLite(file);
  const insert = raw.prepare(
    'INSERT INTO audit_log (at, actor_user_id, actor_name, actor_board_id, area, action, entity_id, before, after, address) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)',
  );
  const start = Date.parse('2023-01-01T00:00:00Z');
  const span = 3 * 365 * 24 * 3600 * 1000;
  const fill = raw.transaction(() => {
    for (let i = 0; i < total; i += 1) {
      const user = 1 + (i % users);
      const at = new Date(start + Math.floor((i / total) * span)).toISOString();
      const area = AREAS[i % AREAS.length]!;
      const before = JSON.stringify({ date: '2024-05-01', surgeon_1st: user, surgeon_2nd: null, version: i % 7 });
      const after = JSON.stringify({
        date: '2024-05-01',
        surgeon_1st: user + 1,
        surgeon_2nd: null,
        version: (i % 7) + 1,
      });
      insert.run(
        at,
        user,
        `User ${user}`,
        area,
        ACTIONS[i % ACTIONS.length],
        String(i % 5000),
        before,
        after,
        '10.0.0.1',
      );
    }
  });
  fill();
  raw.close();
  console.log(`inserted ${total.toLocaleString()} entries in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const timings: number[] = [];
  let count = 0;
  for (let round = 0; round < 30; round += 1) {
    const month = String(1 + (round % 12)).padStart(2, '0');
    const begin = performance.now();
    const page = await listAuditEntries(
      db,
      {
        user_id: 1 + (round % users),
        from: `2024-${month}-01`,
        to: `2024-${month}-28`,
      },
      'UTC',
    );
    timings.push(performance.now() - begin);
    count = page.entries.length;
  }
  console.log(
    `audit-log query, one user, one month (first page of ${count}): median ${ms(median(timings))}, p95 ${ms(percentile(timings, 95))}, max ${ms(Math.max(...timings))}`,
  );

  const deep: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    let page: string | null | undefined;
    const begin = performance.now();
    let pages = 0;
    do {
      const answer = await listAuditEntries(
        db,
        {
          user_id: 7,
          from: '2024-03-01',
          to: '2024-03-31',
          page: page ?? undefined,
        },
        'UTC',
      );
      page = answer.next_page;
      pages += 1;
    } while (page);
    deep.push((performance.now() - begin) / pages);
  }
  console.log(`  every page of that month (keyset): median ${ms(median(deep))} per page`);

  // A call-calendar day's History also reads the time off and closures naming the day (a LIKE on
  // their JSON, over those areas' rows only): here 125,000 time-off entries, none of this day.
  const day: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    const begin = performance.now();
    await callDayHistoryOf(db, `2024-06-${String(1 + round).padStart(2, '0')}`);
    day.push(performance.now() - begin);
  }
  console.log(`call-calendar day History: median ${ms(median(day))}, max ${ms(Math.max(...day))}`);
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
