import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates.js';
import { callDayProblems } from '../../shared/schedule-rules.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ today: '2026-12-20' });
  token = await t.login('staff');
});
afterAll(() => t.close());

describe('the demo call calendar obeys its own rules', () => {
  it('leaves no slot uncovered from Jan 1 to the end of next month', async () => {
    for (const [from, to] of [
      ['2026-01-01', '2026-12-31'],
      ['2027-01-01', '2027-01-31'],
    ]) {
      const coverage = await t.call(callCalendarContract.coverage, { query: { from, to } }, token);
      expect(answered(coverage).days).toEqual([]);
    }
  });

  it('puts nobody on call on a day off, never 1st call two days running, and breaks no hard rule', async () => {
    const entries = await t.db.selectFrom('call_entries').selectAll().orderBy('date').execute();
    const off = new Set(
      (await t.db.selectFrom('time_off_dates').selectAll().execute()).map((row) => `${row.date}/${row.surgeon_id}`),
    );
    const closed = new Set(
      (
        await t.db.selectFrom('office_closures').select('effective_date_start').where('note', '=', 'Close').execute()
      ).map((row) => row.effective_date_start),
    );
    const firstOn = new Map(entries.map((entry) => [entry.date, entry.surgeon_1st]));
    const broken: string[] = [];
    for (const entry of entries) {
      for (const slot of ['surgeon_1st', 'surgeon_2nd', 'surgeon_o_am', 'surgeon_o_pm'] as const) {
        if (entry[slot] != null && off.has(`${entry.date}/${entry[slot]}`)) broken.push(`${entry.date} ${slot} off`);
      }
      if (entry.surgeon_1st != null && firstOn.get(addDays(entry.date, -1)) === entry.surgeon_1st)
        broken.push(`${entry.date} 1st two days running`);
      for (const problem of callDayProblems(entry, closed.has(entry.date), String)) broken.push(problem.message);
    }
    expect(broken).toEqual([]);
  });
});
