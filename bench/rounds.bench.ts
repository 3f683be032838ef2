import { performance } from 'node:perf_hooks';
import { rooms } from '../shared/realtime/rooms.js';
import { connectMany, createTestApp, median, ms, percentile, throughput } from './support.js';

/**
 * Rounds and operative log: list and statistics throughput at demo size and at ten years of
 * operative entries, and the fan-out of one round change to 200 open lists.
 */
export default async function bench(): Promise<void> {
  const t = await createTestApp();
  const token = await t.login('physician');
  const api = t.api(token);
  const year = t.clock.today().slice(0, 4);

  console.log(`GET /api/hospital-round: ${(await throughput(() => api.get('/api/hospital-round'))).toFixed(0)} req/s`);
  console.log(
    `GET /api/get-surgeons-logs (demo, ~1,500 entries): ${(await throughput(() => api.get(`/api/get-surgeons-logs?year=${year}`))).toFixed(0)} req/s`,
  );

  // Ten years of a busy practice: 20 cases a weekday (~52,000 entries).
  const physicians = (await api.get('/api/surgeons')).body.map((s: { id: number }) => s.id);
  const rows = [];
  for (let y = Number(year) - 10; y < Number(year); y += 1) {
    for (let day = 0; day < 260; day += 1) {
      const date = `${y}-${String((day % 12) + 1).padStart(2, '0')}-${String((day % 28) + 1).padStart(2, '0')}`;
      for (let n = 0; n < 20; n += 1) {
        rows.push({
          first_name: 'Bench',
          last_name: `P${n}`,
          mrn: 'B',
          surgeon: physicians[n % physicians.length],
          assistant: physicians[(n + 1) % physicians.length],
          diagnosis: 'd',
          procedure: 'p',
          facility: 'PHH',
          is_archived: 0,
          created_on: date,
          create_by: null,
          update_by: null,
          created_at: `${date}T12:00:00.000Z`,
          updated_at: `${date}T12:00:00.000Z`,
          version: 1,
        });
      }
    }
  }
  const started = performance.now();
  for (let i = 0; i < rows.length; i += 1000)
    await t.db
      .insertInto('operative_entries')
      .values(rows.slice(i, i + 1000))
      .execute();
  console.log(`inserted ${rows.length} operative entries in ${ms(performance.now() - started)}`);
  const lastYear = Number(year) - 1;
  console.log(
    `GET /api/get-surgeons-logs?year=${lastYear} (5,200 entries that year, 53,000 stored): ${(await throughput(() => api.get(`/api/get-surgeons-logs?year=${lastYear}`))).toFixed(0)} req/s`,
  );
  console.log(
    `GET /api/oparative-log/search-by-date (a day of 20): ${(await throughput(() => api.get(`/api/oparative-log/search-by-date?date=${lastYear}-03-03`))).toFixed(0)} req/s`,
  );
  console.log(
    `GET /api/oparative-log/search-by-name?name=p1 (capped at 500): ${(await throughput(() => api.get('/api/oparative-log/search-by-name?name=p1'))).toFixed(0)} req/s`,
  );

  // Fan-out: 200 sockets on the rounds list, one edit, time until every socket has it.
  const baseUrl = await t.listen();
  const tokens = await Promise.all(['staff', 'ceo', 'admin', 'physician'].map((name) => t.login(name)));
  const sockets = await connectMany(baseUrl, tokens, 200);
  await Promise.all(sockets.map((socket) => socket.timeout(5000).emitWithAck('room:join', rooms.list('rounds'))));
  const round = (await api.get('/api/hospital-round')).body[0];
  const latencies: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    const all = Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('round:upserted', resolve))));
    await api.put(`/api/hospital-round/${round.id}`, { ...round, diagnosis: `Bench ${i}`, version: undefined });
    await all;
    latencies.push(performance.now() - started);
  }
  console.log(
    `round edit → 200 sockets (write + fan-out): median ${ms(median(latencies))}, p95 ${ms(percentile(latencies, 95))}`,
  );
  for (const socket of sockets) socket.close();
  await t.close();
}
