import { performance } from 'node:perf_hooks';
import { rooms } from '../shared/realtime/rooms.js';
import { BLOCK_LOCATIONS, BLOCK_WEEKDAYS } from '../shared/schemas/block-time.js';
import { blockCheckboxKey, blockEntryFromTimes, weekdayDatesOfMonth } from '../shared/schemas/block-time-keys.js';
import { connectMany, createTestApp, median, ms, percentile, throughput } from './support.js';
import { joinRoom } from '../server/test/sockets.js';

/** A full month: every weekday of every location blocked and ticked (the largest save there is). */
function fullMonth(month: string, startHour: number) {
  const byWeekday = weekdayDatesOfMonth(month);
  const dates = BLOCK_WEEKDAYS.flatMap((weekday) => byWeekday[weekday]);
  const start = `${String(startHour).padStart(2, '0')}:00`;
  return {
    month,
    locations: Object.fromEntries(
      BLOCK_LOCATIONS.map((location) => [
        location,
        Object.fromEntries(dates.map((date) => [date, blockEntryFromTimes(date, start, '15:00')])),
      ]),
    ),
    checkboxStates: Object.fromEntries(
      BLOCK_LOCATIONS.flatMap((location) => dates.map((date) => [blockCheckboxKey(location, date), true])),
    ),
  };
}

export default async function blockTimeBench(): Promise<void> {
  const t = await createTestApp({ today: '2025-07-10' });
  const baseUrl = await t.listen();
  const token = await t.login('staff');
  const api = t.api(token);

  // 1. Saving a full month (69 blocks + 69 ticks), one after the other, each with its version.
  const saveTimes: number[] = [];
  let version = (await api.get('/api/block-calendar?year=2025&month=9')).body[0].version as number;
  for (let index = 0; index < 60; index += 1) {
    const started = performance.now();
    const response = await api.post('/api/block-calendar', { ...fullMonth('2025-09', 7 + (index % 4)), version });
    saveTimes.push(performance.now() - started);
    version = response.body.version;
  }
  console.log(
    `full-month save (69 blocks): median ${ms(median(saveTimes))}, p95 ${ms(percentile(saveTimes, 95))} over ${saveTimes.length}`,
  );

  // 2. Reading a month and a day's footers.
  const monthRps = await throughput(() => api.get('/api/block-calendar?year=2025&month=9'), 3_000, 8);
  console.log(`GET /block-calendar (full month): ${monthRps.toFixed(0)} req/s`);
  const dayRps = await throughput(() => api.get('/api/daily-schedule-block-time?event_date=2025-09-09'), 3_000, 8);
  console.log(`GET /daily-schedule-block-time: ${dayRps.toFixed(0)} req/s`);

  // 3. Fan-out: a save reaching every socket of the month room.
  const tokens = await Promise.all(['admin', 'ceo', 'physician', 'staff'].map((username) => t.login(username)));
  for (const count of [50, 200]) {
    const sockets = await connectMany(baseUrl, tokens, count);
    await Promise.all(sockets.map((socket) => joinRoom(socket, rooms.month('2025-09'))));
    const times: number[] = [];
    for (let run = 0; run < 10; run += 1) {
      const started = performance.now();
      const all = Promise.all(
        sockets.map((socket) => new Promise((resolve) => socket.once('block-time:saved', resolve))),
      );
      const response = await api.post('/api/block-calendar', { ...fullMonth('2025-09', 7 + (run % 4)), version });
      version = response.body.version;
      await all;
      times.push(performance.now() - started);
    }
    console.log(
      `save → all ${count} month sockets have the whole month: median ${ms(median(times))}, max ${ms(Math.max(...times))}`,
    );
    for (const socket of sockets) socket.close();
  }
  await t.close();
}
