import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthDates } from '../../shared/dates.js';
import { slotsOfDay, type CallEntry } from '../../shared/schemas/call-calendar.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let tokens: string[];
let ids: number[];
beforeAll(async () => {
  t = await createTestApp({ today: '2026-10-15' });
  tokens = await Promise.all(['admin', 'ceo', 'staff', 'kbrooks'].map((username) => t.login(username)));
  ids = answered(await t.call(timeOffContract.surgeons, {}, tokens[0])).map((s: { id: number }) => s.id);
});
afterAll(() => t.close());

/** A deterministic pseudo-random sequence per client, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) % n;
  };
}

interface Ack {
  version: number;
  value: number | null;
}

describe('many schedulers saving one month at once', () => {
  it('ends with every cell holding its last acknowledged value, and every acknowledged save counted', async () => {
    const dates = monthDates(2038, 3);
    const acked = new Map<string, Ack>();
    const savesPerDay = new Map<string, number>();
    let conflicts = 0;

    const client = async (clientIndex: number) => {
      const pick = random(clientIndex + 1);
      const token = tokens[clientIndex % tokens.length]!;
      const local = new Map<string, CallEntry>();
      const load = (entries: CallEntry[]) => entries.forEach((entry) => local.set(entry.date, entry));
      load(
        answered(await t.call(callCalendarContract.entries, { query: { year: '2038', month: '3' } }, token)).entries,
      );

      for (let save = 0; save < 12; save += 1) {
        const cells = new Map<string, { date: string; slot: string; value: number | null }>();
        for (let n = 1 + pick(3); n > 0; n -= 1) {
          const date = dates[pick(dates.length)]!;
          const slots = slotsOfDay(date);
          const slot = slots[pick(slots.length)]!;
          // 1st call comes from its own pool, so no save breaks a hard rule (one surgeon on 1st and another slot).
          const pool = slot === 'surgeon_1st' ? ids.slice(0, 2) : ids.slice(2);
          cells.set(`${date}/${slot}`, { date, slot, value: pick(6) === 0 ? null : pool[pick(pool.length)]! });
        }
        for (;;) {
          const byDate = new Map<string, Record<string, unknown>>();
          for (const { date, slot, value } of cells.values()) {
            const entry = byDate.get(date) ?? { date, version: local.get(date)?.version ?? 0 };
            entry[slot] = value;
            byDate.set(date, entry);
          }
          const response = await t
            .api(token)
            .post('/api/calendar-add-data', { entries: [...byDate.values()], acknowledge_warnings: true });
          if (response.status === 409) {
            conflicts += 1;
            load(response.body.current);
            continue;
          }
          expect(response.status).toBe(200);
          const saved: CallEntry[] = response.body.entries;
          load(saved);
          for (const entry of saved) savesPerDay.set(entry.date, (savesPerDay.get(entry.date) ?? 0) + 1);
          for (const { date, slot } of cells.values()) {
            const entry = saved.find((e) => e.date === date)!;
            const key = `${date}/${slot}`;
            const previous = acked.get(key);
            if (!previous || previous.version < entry.version)
              acked.set(key, { version: entry.version, value: entry[slot as keyof CallEntry] as number | null });
          }
          break;
        }
      }
    };

    await Promise.all(Array.from({ length: 12 }, (_, index) => client(index)));

    const final = new Map<string, CallEntry>(
      (
        answered(await t.call(callCalendarContract.entries, { query: { year: '2038', month: '3' } }, tokens[0]))
          .entries as CallEntry[]
      ).map((entry) => [entry.date, entry]),
    );
    for (const [key, ack] of acked) {
      const [date, slot] = key.split('/') as [string, keyof CallEntry];
      expect(final.get(date)?.[slot], key).toBe(ack.value);
    }
    for (const [date, saves] of savesPerDay) expect(final.get(date)?.version, date).toBe(saves);
    expect(acked.size).toBeGreaterThan(50);
    // The run is only meaningful if clients did meet each other's saves.
    expect(conflicts).toBeGreaterThan(0);
  });
});
