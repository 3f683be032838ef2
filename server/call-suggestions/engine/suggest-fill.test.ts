import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addDays, datesOfMonth, isWeekend } from '../../../shared/dates.js';
import { candidatesFor } from './candidates.js';
import type { FillProblem, FillResult } from './fill-problem.js';
import { ruleBreaks } from './rule-check.js';
import { filledMonth, plainMonth } from './sample-month.test-support.js';
import { suggestFill } from './suggest-fill.js';

const MONTH = '2031-06';
const DATES = datesOfMonth(MONTH);
const callsOf = (result: FillResult, id: number) =>
  result.entries.filter(
    (entry) => entry.surgeon_id === id && (entry.slot === 'surgeon_1st' || entry.slot === 'surgeon_2nd'),
  );

/** Every rule the engine honours, checked on the result independently of the engine's own bookkeeping. */
function breaksOf(problem: FillProblem, result: FillResult): string[] {
  const days = filledMonth(problem, result.entries);
  const found = ruleBreaks(
    problem,
    Object.fromEntries(Object.entries(days).map(([date, day]) => [date, { date, ...day }])),
  );
  const messages = found.map((broken) => `${broken.date} ${broken.slot}: ${broken.message}`);
  const { settings } = problem;
  const firsts = (id: number) => problem.days.map((day) => day.date).filter((date) => days[date]!.surgeon_1st === id);
  for (const entry of result.entries) {
    const id = entry.surgeon_id;
    if (problem.unavailable[entry.date]?.includes(id)) messages.push(`${entry.date}: ${id} marked it unavailable`);
    const isOffice = entry.slot === 'surgeon_o_am' || entry.slot === 'surgeon_o_pm';
    const dayBefore = days[addDays(entry.date, -1)] ?? problem.entries[addDays(entry.date, -1)];
    if (settings.postCallNoOffice && isOffice && dayBefore?.surgeon_1st === id)
      messages.push(`${entry.date}: post-call`);
    if (entry.slot === 'surgeon_1st') {
      for (const other of firsts(id)) {
        const apart = Math.abs(new Date(other).getTime() - new Date(entry.date).getTime()) / 86_400_000;
        if (apart > 0 && apart < settings.minDaysBetweenFirstCalls)
          messages.push(`${entry.date}: 1st calls ${apart} apart`);
      }
    }
  }
  if (settings.maxCallsPerMonth !== null) {
    for (const surgeon of problem.surgeons) {
      const calls = Object.values(days).filter(
        (day) => day.surgeon_1st === surgeon.id || day.surgeon_2nd === surgeon.id,
      );
      if (calls.length > settings.maxCallsPerMonth) messages.push(`${surgeon.id} holds ${calls.length} calls`);
    }
  }
  return messages;
}

interface OracleFixture {
  shape: { month: string; surgeons: number };
  problem: FillProblem;
  optimum: { feasible: boolean; weekendAndHolidaySpread: number | null };
}

describe('suggest-fill against the HiGHS oracle (bench/suggest-fill/write-oracle-fixtures.ts)', () => {
  const fixtures = JSON.parse(
    readFileSync(new URL('./oracle-fixtures.json', import.meta.url), 'utf8'),
  ) as OracleFixture[];
  const results = fixtures.map((fixture) => ({ fixture, result: suggestFill(fixture.problem) }));

  it('holds 20 months, 18 of them with a complete month possible', () => {
    expect(fixtures).toHaveLength(20);
    expect(fixtures.filter((fixture) => fixture.optimum.feasible)).toHaveLength(18);
  });

  it.each(results.map(({ fixture, result }, index) => [index, fixture, result] as const))(
    'month %i: no rule broken, no pinned cell touched, no cell left empty when a complete month exists',
    (_, fixture, result) => {
      expect(breaksOf(fixture.problem, result)).toEqual([]);
      for (const entry of result.entries) expect(fixture.problem.entries[entry.date]![entry.slot]).toBeNull();
      if (fixture.optimum.feasible) expect(result.unfilled).toEqual([]);
      else {
        expect(result.unfilled.length).toBeGreaterThan(0);
        for (const cell of result.unfilled)
          expect(cell.reasons[0]).toMatch(/^No one can take it without breaking a rule: \d+ /);
      }
    },
  );

  it('comes within 1 of the exact best weekend-and-holiday spread on at least 18 of the 20 months', () => {
    const within = results.filter(
      ({ fixture, result }) =>
        fixture.optimum.feasible &&
        result.spread.after.weekend_and_holiday <= fixture.optimum.weekendAndHolidaySpread! + 1,
    );
    expect(within.length).toBeGreaterThanOrEqual(18);
  });
});

describe("each rule's part in a suggestion", () => {
  it('gives the same answer for the same month and seed, and another seed may give another', () => {
    const problem = plainMonth(MONTH, 8);
    expect(suggestFill(problem)).toEqual(suggestFill(problem));
    expect(suggestFill({ ...problem, seed: 2 }).entries).not.toEqual(suggestFill(problem).entries);
  });

  it('fills every cell of a plain month: 1st and 2nd daily, office sessions on weekdays', () => {
    const result = suggestFill(plainMonth(MONTH, 8));
    const weekdays = DATES.filter((date) => !isWeekend(date)).length;
    expect(result.entries).toHaveLength(DATES.length * 2 + weekdays * 2);
    expect(result.unfilled).toEqual([]);
  });

  it('keeps people on time off or marked unavailable out, and never moves a cell a person placed', () => {
    const entries = plainMonth(MONTH, 6).entries;
    entries['2031-06-09'] = { ...entries['2031-06-09']!, surgeon_1st: 3, surgeon_o_pm: 4 };
    const problem = plainMonth(MONTH, 6, {
      entries,
      off: { '2031-06-10': [1, 2] },
      unavailable: { '2031-06-11': [5] },
    });
    const result = suggestFill(problem);
    const on = (date: string) => result.entries.filter((entry) => entry.date === date).map((entry) => entry.surgeon_id);
    expect(on('2031-06-10')).not.toContain(1);
    expect(on('2031-06-10')).not.toContain(2);
    expect(on('2031-06-11')).not.toContain(5);
    expect(
      result.entries
        .filter((entry) => entry.date === '2031-06-09')
        .map((entry) => entry.slot)
        .sort(),
    ).toEqual(['surgeon_2nd', 'surgeon_o_am']);
    // The pinned 1st call of the 9th keeps its holder off the 1st call of the 8th and the 10th (two days running).
    const firstOn = (date: string) =>
      result.entries.find((entry) => entry.date === date && entry.slot === 'surgeon_1st');
    expect(firstOn('2031-06-08')?.surgeon_id).not.toBe(3);
    expect(firstOn('2031-06-10')?.surgeon_id).not.toBe(3);
    expect(breaksOf(problem, result)).toEqual([]);
  });

  it('keeps a physician out of an office session they are booked elsewhere during, and only that one', () => {
    const booked = Object.fromEntries(
      DATES.filter((date) => !isWeekend(date)).map((date) => [
        date,
        [{ surgeon_id: 1, slot: 'surgeon_o_am' as const }],
      ]),
    );
    const result = suggestFill(plainMonth(MONTH, 5, { booked }));
    expect(result.entries.filter((entry) => entry.surgeon_id === 1 && entry.slot === 'surgeon_o_am')).toEqual([]);
    expect(result.entries.some((entry) => entry.surgeon_id === 1 && entry.slot === 'surgeon_o_pm')).toBe(true);
    const found = candidatesFor(plainMonth(MONTH, 5, { booked }), '2031-06-03', 'surgeon_o_am')!;
    expect(found.excluded).toContainEqual(expect.objectContaining({ surgeon_id: 1, rule: 'booked' }));
  });

  it('keeps 1st calls the set number of days apart, and no office session the day after a 1st call', () => {
    const problem = plainMonth(MONTH, 8, {
      settings: { postCallNoOffice: true, minDaysBetweenFirstCalls: 4, maxCallsPerMonth: null },
    });
    const result = suggestFill(problem);
    expect(result.unfilled).toEqual([]);
    expect(breaksOf(problem, result)).toEqual([]);
  });

  it('stays under the monthly limit, and leaves a cell empty with the count of people each rule kept out', () => {
    const limited = plainMonth(MONTH, 8, {
      settings: { postCallNoOffice: true, minDaysBetweenFirstCalls: 2, maxCallsPerMonth: 8 },
    });
    const result = suggestFill(limited);
    expect(breaksOf(limited, result)).toEqual([]);
    for (let id = 1; id <= 8; id++) expect(callsOf(result, id).length).toBeLessThanOrEqual(8);

    // Three people cannot hold 60 calls at 8 each: the rest stay empty, each saying why.
    const tooFew = plainMonth(MONTH, 3, {
      settings: { postCallNoOffice: true, minDaysBetweenFirstCalls: 2, maxCallsPerMonth: 8 },
    });
    const short = suggestFill(tooFew);
    expect(breaksOf(tooFew, short)).toEqual([]);
    expect(short.unfilled.length).toBeGreaterThan(30);
    const call = short.unfilled.find((cell) => cell.slot === 'surgeon_2nd')!;
    expect(call.reasons[0]).toMatch(/at the month's call limit/);
  });

  it('gives no calls to a person with no call share, and about half to a half share', () => {
    const surgeons = Array.from({ length: 6 }, (_, index) => ({ id: index + 1, name: `S${index + 1}`, share: 1 }));
    surgeons[0]!.share = 0;
    surgeons[1]!.share = 0.5;
    const result = suggestFill(plainMonth(MONTH, 6, { surgeons, iterations: 60_000 }));
    expect(callsOf(result, 1)).toEqual([]);
    expect(result.entries.some((entry) => entry.surgeon_id === 1)).toBe(true); // office sessions still
    const half = callsOf(result, 2).length;
    const full = callsOf(result, 3).length;
    expect(half).toBeGreaterThan(full * 0.3);
    expect(half).toBeLessThan(full * 0.7);
  });

  it('balances over the year: who has had the most weekend calls gets the fewest now', () => {
    const yearOutsideMonth = { 1: { first: 10, second: 10, weekend: 12, holiday: 0 } };
    const others = Object.fromEntries(
      [2, 3, 4, 5, 6].map((id) => [id, { first: 10, second: 10, weekend: 6, holiday: 0 }]),
    );
    const result = suggestFill(plainMonth(MONTH, 6, { yearOutsideMonth: { ...others, ...yearOutsideMonth } }));
    const weekendCalls = (id: number) => callsOf(result, id).filter((entry) => isWeekend(entry.date)).length;
    expect(weekendCalls(1)).toBe(0);
    expect(result.spread.after.weekend).toBeLessThan(result.spread.before.weekend);
    expect(result.spread.before.weekend).toBe(6);
  });

  it('honours "prefer not" when someone else fits, and says so when it cannot', () => {
    const preferNot = Object.fromEntries(DATES.map((date) => [date, [1]]));
    const result = suggestFill(plainMonth(MONTH, 6, { preferNot }));
    expect(callsOf(result, 1).length).toBeLessThan(callsOf(result, 2).length);
    for (const entry of callsOf(result, 1)) expect(entry.reasons.at(-1)).toMatch(/^Asked not to work .*: not honoured/);
  });

  it('explains each suggestion: the rules passed and the counts before → after against the mean', () => {
    const [entry] = suggestFill(plainMonth(MONTH, 6)).entries.filter((e) => e.slot === 'surgeon_1st');
    expect(entry!.reasons[0]).toMatch(
      /^Free to take it: not on time off or marked unavailable, on no other call that day/,
    );
    expect(entry!.reasons[1]).toMatch(/^1st calls this year: 0 → \d+ \(group mean \d+(\.\d+)?\)\.$/);
  });

  it('lists the candidates of one cell by cost, and each excluded person with the rule', () => {
    const entries = plainMonth(MONTH, 5).entries;
    entries['2031-06-03'] = { ...entries['2031-06-03']!, surgeon_2nd: 2 };
    entries['2031-06-02'] = { ...entries['2031-06-02']!, surgeon_1st: 3 };
    const problem = plainMonth(MONTH, 5, {
      entries,
      off: { '2031-06-03': [1] },
      yearOutsideMonth: { 4: { first: 9, second: 0, weekend: 0, holiday: 0 } },
    });
    const found = candidatesFor(problem, '2031-06-03', 'surgeon_1st')!;
    expect(found.excluded.map((person) => [person.surgeon_id, person.rule])).toEqual([
      [1, 'time_off'],
      [2, 'same_day'],
      [3, 'first_call_gap'],
    ]);
    expect(found.excluded[1]!.reason).toBe('Already holds the 2nd slot on 06/03/2031.');
    expect(found.candidates.map((candidate) => candidate.surgeon_id)).toEqual([5, 4]);
    expect(found.candidates[0]!.cost).toBeLessThan(found.candidates[1]!.cost);
    expect(candidatesFor(problem, '2031-06-07', 'surgeon_o_am')).toBeNull();
  });
});
