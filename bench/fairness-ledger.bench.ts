import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { addDays, isWeekend } from '../shared/dates.js';
import { ledgerEffect, readLedger } from '../server/fairness-ledger/ledger.repository.js';
import { createTestApp, ms, percentile, type TestApp } from './support.js';

const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2034-12-31';
const STAMP = '2025-01-01T00:00:00.000Z';

/** Ten years of call days (1st and 2nd every day, office slots on weekdays), rotating the seeded surgeons. */
async function seedTenYears(t: TestApp): Promise<number> {
  const surgeons = (await t.db.selectFrom('users').select('id').where('role', '=', 3).execute()).map((row) => row.id);
  const rows: object[] = [];
  let day = 0;
  for (let date = FIRST_DAY; date <= LAST_DAY; date = addDays(date, 1), day += 1) {
    const who = (offset: number) => surgeons[(day + offset) % surgeons.length]!;
    const office = !isWeekend(date);
    rows.push({
      date,
      surgeon_1st: who(0),
      surgeon_2nd: who(2),
      surgeon_o_am: office ? who(1) : null,
      surgeon_o_pm: office ? who(3) : null,
      create_by: null,
      update_by: null,
      created_at: STAMP,
      updated_at: STAMP,
      version: 1,
    });
  }
  await t.db.transaction().execute(async (trx) => {
    for (let index = 0; index < rows.length; index += 500)
      await trx
        .insertInto('call_entries')
        .values(rows.slice(index, index + 500) as never)
        .onConflict((conflict) => conflict.column('date').doNothing())
        .execute();
  });
  return rows.length;
}

async function time(label: string, run: () => Promise<unknown>, runs = 50): Promise<void> {
  await run(); // warm
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
    await new Promise((resolve) => setImmediate(resolve));
  }
  console.log(
    `${label}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))} over ${runs}`,
  );
}

/** The fairness ledger over one and three years (the API's cap), and a swap's effect on two people's year. */
export default async function fairnessLedgerBench(): Promise<void> {
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const t = await createTestApp({ today: '2030-06-15' });
  console.log(`seeded ${await seedTenYears(t)} call days over ten years (SQLite file)`);
  const token = await t.login('physician');
  const api = t.api(token);
  await time('GET /api/fairness-ledger, one year', () => api.get('/api/fairness-ledger?from=2030-01-01&to=2030-12-31'));
  await time('GET /api/fairness-ledger, three years', () =>
    api.get('/api/fairness-ledger?from=2028-01-01&to=2030-12-31'),
  );
  await time('readLedger, ten years (beyond the API cap)', () => readLedger(t.db, FIRST_DAY, LAST_DAY, false), 20);
  const [first, second] = (await t.db.selectFrom('users').select('id').where('role', '=', 3).limit(2).execute()).map(
    (row) => row.id,
  );
  await time('ledgerEffect of a swap (the year of the call)', () =>
    ledgerEffect(
      t.db,
      false,
      [
        { date: '2030-07-04', slot: 'surgeon_1st', from: first!, to: second! },
        { date: '2030-07-11', slot: 'surgeon_2nd', from: second!, to: first! },
      ],
      [first!, second!],
    ),
  );
  await t.close();
}
