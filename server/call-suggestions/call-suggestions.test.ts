import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { datesOfMonth, isWeekend } from '../../shared/dates.js';
import { callDayProblems, consecutiveFirstCallWarnings } from '../../shared/schedule-rules.js';
import { CALL_SLOTS, type CallSlot } from '../../shared/schemas/call-slots.js';
import { buildEvent } from '../daily-schedule/daily-schedule.factories.test-support.js';
import { answered, refused } from '../test/call-declared.js';
import { emptyCallDay } from '../scheduling/call-calendar.factories.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { callSuggestionsContract } from '../../shared/contract/call-suggestions.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';

/**
 * Suggest-fill over HTTP, on the demo practice at a stated moment: June 2031 emptied, two cells
 * placed by hand, one physician away on the 10th–12th. Suggestions write nothing.
 */
const MONTH = '2031-06';
const DATES = datesOfMonth(MONTH);

describe('POST /api/call-suggestions and GET /api/call-candidates', () => {
  let t: TestApp;
  let admin: string;
  let physician: string;
  let away: number;
  let pinned: number;

  const savedMonth = async () =>
    answered(await t.call(callCalendarContract.entries, { query: { year: 2031, month: 6 } }, admin)).entries;
  const suggest = (body: Record<string, unknown>, token = admin) => t.api(token).post('/api/call-suggestions', body);

  beforeAll(async () => {
    t = await createTestApp({ now: '2031-05-20T09:00' });
    admin = await t.login('admin');
    physician = await t.login('physician');
    away = await t.userId('mchen');
    pinned = await t.userId('swhitman');
    const entries: { date: string; [slot: string]: number | string | null }[] = DATES.map(emptyCallDay);
    entries[0] = { ...emptyCallDay(DATES[0]!), surgeon_1st: pinned };
    entries[14] = { ...emptyCallDay(DATES[14]!), surgeon_2nd: away };
    answered(await t.call(callCalendarContract.saveEntries, { body: { entries, acknowledge_warnings: true } }, admin));
    answered(
      await t.call(
        timeOffContract.add,
        {
          body: {
            surgeon_id: away,
            vacation_type: 'Vac.',
            vacation_start_date: '2031-06-10',
            vacation_end_date: '2031-06-12',
            acknowledge_warnings: true,
          },
        },
        admin,
      ),
      201,
    );
  });
  afterAll(() => t.close());

  it('proposes every empty cell of the month, breaking no rule, with reasons, and saves nothing', async () => {
    const before = await savedMonth();
    const response = await suggest({ month: MONTH });
    expect(response.status).toBe(200);
    const { entries, unfilled, spread } = response.body;
    expect(unfilled).toEqual([]);
    const expectedCells = DATES.flatMap((date) => (isWeekend(date) ? 2 : 4)).reduce((a, b) => a + b, 0) - 2;
    expect(entries).toHaveLength(expectedCells);
    for (const entry of entries) expect(entry.reasons.length).toBeGreaterThan(1);
    // The two cells placed by hand are not touched.
    expect(
      entries.find((e: { date: string; slot: string }) => e.date === DATES[0] && e.slot === 'surgeon_1st'),
    ).toBeUndefined();
    expect(
      entries.find((e: { date: string; slot: string }) => e.date === DATES[14] && e.slot === 'surgeon_2nd'),
    ).toBeUndefined();
    // No one on time off, and the month as it would be saved passes the calendar's own rules.
    const days = Object.fromEntries(DATES.map((date) => [date, { ...emptyCallDay(date) } as Record<string, unknown>]));
    days[DATES[0]!]!.surgeon_1st = pinned;
    days[DATES[14]!]!.surgeon_2nd = away;
    for (const entry of entries) days[entry.date]![entry.slot] = entry.surgeon_id;
    for (const date of ['2031-06-10', '2031-06-11', '2031-06-12'])
      for (const slot of CALL_SLOTS) expect(days[date]![slot]).not.toBe(away);
    const nameOf = (id: number) => `#${id}`;
    for (const day of Object.values(days)) expect(callDayProblems(day as never, false, nameOf)).toEqual([]);
    const firsts = new Map(DATES.map((date) => [date, days[date]!.surgeon_1st as number]));
    expect(consecutiveFirstCallWarnings(firsts, DATES, nameOf)).toEqual([]);
    expect(spread.after.weekend_and_holiday).toBeLessThanOrEqual(spread.before.weekend_and_holiday + 1);
    expect(await savedMonth()).toEqual(before);
  });

  it('fills only the days asked for, and proposes the same again for the same input', async () => {
    const days = ['2031-06-03', '2031-06-04'];
    const first = await suggest({ month: MONTH, days });
    expect(first.status).toBe(200);
    expect(new Set(first.body.entries.map((entry: { date: string }) => entry.date))).toEqual(new Set(days));
    expect((await suggest({ month: MONTH, days })).body).toEqual(first.body);
  });

  it('refuses a bad month, a day of another month and a seed out of range with 422 per field', async () => {
    const bad = await suggest({ month: '2031-13' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.month).toBeDefined();
    const other = await suggest({ month: MONTH, days: ['2031-07-01'] });
    expect(other.status).toBe(422);
    expect(other.body.errors['days.0']).toEqual([`Must be a day of ${MONTH}.`]);
    expect((await suggest({ month: MONTH, seed: -1 })).status).toBe(422);
    expect((await suggest({ month: MONTH, days: Array(40).fill('2031-06-01') })).status).toBe(422);
  });

  it('is for schedulers only', async () => {
    expect((await suggest({ month: MONTH }, physician)).status).toBe(403);
    expect((await t.call(callSuggestionsContract.suggest, { body: { month: MONTH } })).status).toBe(401);
    expect(
      (
        await t.call(
          callSuggestionsContract.candidates,
          { query: { date: '2031-06-03', slot: 'surgeon_1st' } },
          physician,
        )
      ).status,
    ).toBe(403);
  });

  it('ranks who else could take a cell, and names the rule that keeps each other person out', async () => {
    const candidates = (date: string, slot: CallSlot) =>
      t.call(callSuggestionsContract.candidates, { query: { date, slot } }, admin);
    const onTimeOff = await candidates('2031-06-11', 'surgeon_1st');
    expect(onTimeOff.status).toBe(200);
    expect(answered(onTimeOff).excluded).toContainEqual({
      surgeon_id: away,
      rule: 'time_off',
      reason: 'On time off on 06/11/2031.',
    });
    const costs = answered(onTimeOff).candidates.map((candidate: { cost: number }) => candidate.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(answered(onTimeOff).candidates.length + answered(onTimeOff).excluded.length).toBeGreaterThan(3);

    // The person on the 2nd call of the 15th may not take its 1st; the 1st call of the 1st keeps them off the 2nd.
    const sameDay = await candidates(DATES[14]!, 'surgeon_1st');
    expect(answered(sameDay).excluded).toContainEqual(expect.objectContaining({ surgeon_id: away, rule: 'same_day' }));
    const nextDay = await candidates(DATES[1]!, 'surgeon_1st');
    expect(answered(nextDay).excluded).toContainEqual(
      expect.objectContaining({ surgeon_id: pinned, rule: 'first_call_gap' }),
    );

    // Booked for a procedure 08:00–10:00 on Tuesday the 17th: not free for that morning's office session.
    const booked = await t.call(
      dailyScheduleContract.create,
      { body: buildEvent({ surgeon_id: [pinned], event_date: '2031-06-17' }) },
      admin,
    );
    expect(booked.status).toBe(201);
    const morning = await candidates('2031-06-17', 'surgeon_o_am');
    expect(answered(morning).excluded).toContainEqual({
      surgeon_id: pinned,
      rule: 'booked',
      reason: 'Booked for a procedure or meeting during the O AM session on 06/17/2031.',
    });
    const afternoon = await candidates('2031-06-17', 'surgeon_o_pm');
    expect(answered(afternoon).candidates.map((candidate: { surgeon_id: number }) => candidate.surgeon_id)).toContain(
      pinned,
    );
    const fill = await suggest({ month: MONTH, days: ['2031-06-17'] });
    expect(fill.body.entries).not.toContainEqual(expect.objectContaining({ slot: 'surgeon_o_am', surgeon_id: pinned }));

    const weekendSession = await candidates('2031-06-07', 'surgeon_o_am');
    expect(weekendSession.status).toBe(422);
    expect(refused(weekendSession).errors!.slot![0]).toContain('has no O AM session');
    expect((await candidates('2031-02-30', 'surgeon_1st')).status).toBe(422);
    expect(
      (await t.call(callSuggestionsContract.candidates, { query: { date: '2031-06-03', slot: 'surgeon_3rd' } }, admin))
        .status,
    ).toBe(422);
  });
});
