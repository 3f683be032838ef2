import { performance } from 'node:perf_hooks';
import { rooms } from '../shared/realtime/rooms.js';
import { connectMany, createTestApp, median, ms, percentile, throughput, timeUntilAll } from './support.js';

/**
 * Call calendar: how fast a day is saved (with its version check, day-room overlays and the
 * year's counters pushed), how fast 200 open calendars of the month hear of it, and how long
 * the counters and the month snapshot take to read over a seeded year.
 */
export default async function callCalendarBench(): Promise<void> {
  const t = await createTestApp({ today: '2026-10-15' });
  const baseUrl = await t.listen();
  const token = await t.login('staff');
  const ids: number[] = (await t.api(token).get('/api/vacation/filter-surgeons')).body.map((s: { id: number }) => s.id);

  // Saves of single cells, each with the version it read (no conflicts: one day per worker).
  let day = 0;
  const saveOne = async () => {
    const date = `2040-${String(1 + (day % 12)).padStart(2, '0')}-${String(1 + (Math.floor(day / 12) % 28)).padStart(2, '0')}`;
    day += 1;
    await t.api(token).post('/api/calendar-add-data', { entries: [{ date, surgeon_1st: ids[day % ids.length] }] });
  };
  console.log(`save one cell (no version, LWW):  ${(await throughput(saveOne, 3_000, 8)).toFixed(0)} req/s`);

  const latencies: number[] = [];
  for (let index = 0; index < 100; index += 1) {
    const { entries } = (await t.api(token).get('/api/calendar-entries?year=2041&month=3')).body;
    const date = `2041-03-${String(1 + (index % 28)).padStart(2, '0')}`;
    const version = entries.find((e: { date: string }) => e.date === date)?.version ?? 0;
    const started = performance.now();
    await t
      .api(token)
      .post('/api/calendar-add-data', { entries: [{ date, surgeon_2nd: ids[index % ids.length], version }] });
    latencies.push(performance.now() - started);
  }
  console.log(
    `save one cell with version:        median ${ms(median(latencies))}, p95 ${ms(percentile(latencies, 95))}`,
  );

  const sockets = await connectMany(baseUrl, [token], 200);
  await Promise.all(sockets.map((socket) => socket.timeout(10_000).emitWithAck('room:join', rooms.month('2026-11'))));
  const fanout: number[] = [];
  // 2nd call may be anyone but that day's 1st call (schedule rules), or the save is refused and nobody hears.
  const [nov4] = (await t.api(token).get('/api/calendar-entries?year=2026&month=11')).body.entries.filter(
    (entry: { date: string }) => entry.date === '2026-11-04',
  );
  const seconds = ids.filter((id) => id !== nov4.surgeon_1st);
  for (let round = 0; round < 10; round += 1) {
    const heard = timeUntilAll(sockets, 'call-entries:saved');
    await t.api(token).post('/api/calendar-add-data', {
      entries: [{ date: '2026-11-04', surgeon_2nd: seconds[round % seconds.length] }],
    });
    fanout.push(await heard);
  }
  console.log(`save → 200 month-room sockets:     median ${ms(median(fanout))}, max ${ms(Math.max(...fanout))}`);
  for (const socket of sockets) socket.close();

  const counters: number[] = [];
  const snapshots: number[] = [];
  const coverage: number[] = [];
  for (let round = 0; round < 30; round += 1) {
    let started = performance.now();
    await t.api(token).get('/api/surgeons-with-status-year?start_date=2026-01-01&end_date=2026-12-31');
    counters.push(performance.now() - started);
    started = performance.now();
    await t.api(token).get('/api/calendar-entries?year=2026&month=11');
    snapshots.push(performance.now() - started);
    started = performance.now();
    await t.api(token).get('/api/coverage?from=2026-01-01&to=2026-12-31');
    coverage.push(performance.now() - started);
  }
  console.log(`call counter over a seeded year:   median ${ms(median(counters))}`);
  console.log(`calendar-entries of a month:       median ${ms(median(snapshots))}`);
  console.log(`coverage of a seeded year:         median ${ms(median(coverage))}`);
  await t.close();
}
