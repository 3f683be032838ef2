import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { fairnessLedgerContract } from '../../shared/contract/fairness-ledger.js';
import { answered } from '../test/call-declared.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * The call counter's weekend row and the fairness ledger's weekend column read the same rule
 * (shared/call-day-kind.ts), so the two screens a save refreshes agree about every person.
 * A hand-built May 2031: Friday the 2nd, Saturday the 3rd (a practice holiday), Sunday the 4th,
 * Friday the 9th, Monday the 12th.
 */
const MONTH = { from: '2031-05-01', to: '2031-05-31' };
const HOLIDAY = '2031-05-03';

describe.each([false, true])('weekends and holidays with FRIDAY_NIGHT_IS_WEEKEND=%s', (fridayNightIsWeekend) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: '2031-04-20T09:00', config: { fridayNightIsWeekend } });
    admin = await t.login('admin');
    for (const name of ['swhitman', 'dreyes', 'mchen', 'pnatarajan']) ids[name] = await t.userId(name);
    answered(
      await t.call(fairnessLedgerContract.addHoliday, { body: { date: HOLIDAY, name: 'Spring Day' } }, admin),
      201,
    );
    const day = (date: string, first: string, second: string) => ({
      date,
      surgeon_1st: ids[first]!,
      surgeon_2nd: ids[second]!,
      surgeon_o_am: null,
      surgeon_o_pm: null,
    });
    // The demo seeds calls far ahead: the month is emptied first, so it holds only the days below.
    const empty = Array.from({ length: 31 }, (_, index) => ({
      date: `2031-05-${String(index + 1).padStart(2, '0')}`,
      surgeon_1st: null,
      surgeon_2nd: null,
      surgeon_o_am: null,
      surgeon_o_pm: null,
    }));
    answered(
      await t.call(callCalendarContract.saveEntries, { body: { entries: empty, acknowledge_warnings: true } }, admin),
    );
    answered(
      await t.call(
        callCalendarContract.saveEntries,
        {
          body: {
            entries: [
              day('2031-05-02', 'swhitman', 'dreyes'),
              day(HOLIDAY, 'mchen', 'swhitman'),
              day('2031-05-04', 'pnatarajan', 'mchen'),
              day('2031-05-09', 'dreyes', 'pnatarajan'),
              day('2031-05-12', 'swhitman', 'mchen'),
            ],
            acknowledge_warnings: true,
          },
        },
        admin,
      ),
    );
  });
  afterAll(() => t.close());

  it('the counter and the ledger give every person the same weekends', async () => {
    const counter = answered(
      await t.call(callCalendarContract.callCounts, { query: { start_date: MONTH.from, end_date: MONTH.to } }, admin),
    );
    const ledger = answered(await t.call(fairnessLedgerContract.ledger, { query: MONTH }, admin));
    const counterWeekends = Object.fromEntries(counter.map((row) => [row.id, row.weekend_count]));
    const ledgerWeekends = Object.fromEntries(ledger.surgeons.map((row) => [row.surgeon.id, row.counts.weekend]));
    expect(counterWeekends).toEqual(ledgerWeekends);

    // The holiday is nobody's weekend; Fridays are everybody's only when Friday night counts.
    const expected = fridayNightIsWeekend
      ? { swhitman: 1, dreyes: 2, mchen: 1, pnatarajan: 2 }
      : { swhitman: 0, dreyes: 0, mchen: 1, pnatarajan: 1 };
    for (const [name, weekends] of Object.entries(expected)) expect(counterWeekends[ids[name]!], name).toBe(weekends);
    const holidays = Object.fromEntries(ledger.surgeons.map((row) => [row.surgeon.id, row.counts.holiday]));
    expect([holidays[ids.mchen!], holidays[ids.swhitman!]]).toEqual([1, 1]);
  });
});
