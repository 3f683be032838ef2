import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../shared/roles.js';
import type { FairnessLedger } from '../../shared/schemas/fairness-ledger.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { practiceHolidaysOf } from './holidays.seed.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { fairnessLedgerContract } from '../../shared/contract/fairness-ledger.js';
import { answered, refused } from '../test/call-declared.js';

/**
 * A hand-counted quarter, 2031 Q1 (no demo call there):
 *   Wed 01-01 (holiday)  a 1st, b 2nd
 *   Fri 01-03            a 1st
 *   Sat 01-04            b 1st, a 2nd
 *   Sat 02-15 (holiday)  b 1st
 *   Mon 02-17            a 2nd (o am / o pm held too: office slots are not calls)
 *   Mon 03-31            b 1st
 * and, outside the quarter, Tue 2030-12-31 and Tue 2031-04-01 a 1st.
 */
const Q1 = { from: '2031-01-01', to: '2031-03-31' };

async function quarterApp(fridayNightIsWeekend: boolean) {
  const t = await createTestApp({ today: '2026-05-04', config: { fridayNightIsWeekend } });
  const [admin, staff, physician] = await Promise.all([t.login('admin'), t.login('staff'), t.login('physician')]);
  const a = await t.userId('physician');
  const b = await t.userId('pnatarajan');
  const c = await t.userId('mchen');
  const saved = await t.call(
    callCalendarContract.saveEntries,
    {
      body: {
        acknowledge_warnings: true,
        entries: [
          { date: '2030-12-31', surgeon_1st: a },
          { date: '2031-01-01', surgeon_1st: a, surgeon_2nd: b },
          { date: '2031-01-03', surgeon_1st: a },
          { date: '2031-01-04', surgeon_1st: b, surgeon_2nd: a },
          { date: '2031-02-15', surgeon_1st: b },
          { date: '2031-02-17', surgeon_2nd: a, surgeon_o_am: b, surgeon_o_pm: c },
          { date: '2031-03-31', surgeon_1st: b },
          { date: '2031-04-01', surgeon_1st: a },
        ],
      },
    },
    staff,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  for (const [date, name] of [
    ['2031-01-01', "New Year's Day"],
    ['2031-02-15', 'Practice retreat'],
  ] as const)
    expect((await t.call(fairnessLedgerContract.addHoliday, { body: { date, name } }, admin)).status).toBe(201);
  const active = await t.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', Role.Physician)
    .where('user_status', '=', 1)
    .execute();
  return { t, a, b, c, tokens: { admin, staff, physician }, active: active.length };
}

const rowOf = (ledger: FairnessLedger, id: number) => ledger.surgeons.find((row) => row.surgeon.id === id)!;

describe('the fairness ledger of a hand-counted quarter (Friday is a weekday)', () => {
  let world: Awaited<ReturnType<typeof quarterApp>>;
  let ledger: FairnessLedger;
  beforeAll(async () => {
    world = await quarterApp(false);
    const response = await world.t.call(fairnessLedgerContract.ledger, { query: Q1 }, world.tokens.physician);
    expect(response.status).toBe(200);
    ledger = answered(response);
  });
  afterAll(() => world?.t.close());

  it('counts each kind and lists the days behind each count', () => {
    expect(ledger).toMatchObject({ from: '2031-01-01', to: '2031-03-31', friday_counts_as_weekend: false });
    const a = rowOf(ledger, world.a);
    expect(a.counts).toEqual({ first: 2, second: 2, weekend: 1, holiday: 1, weekday: 2, total: 4 });
    expect(a.days).toEqual({
      first: ['2031-01-01', '2031-01-03'],
      second: ['2031-01-04', '2031-02-17'],
      weekend: ['2031-01-04'],
      holiday: ['2031-01-01'],
      weekday: ['2031-01-03', '2031-02-17'],
      total: ['2031-01-01', '2031-01-03', '2031-01-04', '2031-02-17'],
    });
    const b = rowOf(ledger, world.b);
    expect(b.counts).toEqual({ first: 3, second: 1, weekend: 1, holiday: 2, weekday: 1, total: 4 });
    expect(b.days.holiday).toEqual(['2031-01-01', '2031-02-15']);
    expect(b.days.weekend).toEqual(['2031-01-04']);
    expect(b.days.weekday).toEqual(['2031-03-31']);
  });

  it('lists every active surgeon, those with no calls too (office sessions are not calls)', () => {
    expect(ledger.surgeons).toHaveLength(world.active);
    expect(world.active).toBeGreaterThan(2);
    expect(rowOf(ledger, world.c).counts).toEqual({
      first: 0,
      second: 0,
      weekend: 0,
      holiday: 0,
      weekday: 0,
      total: 0,
    });
  });

  it('answers the mean over everyone and each deviation from it', () => {
    const n = world.active;
    const r = (value: number) => Math.round(value * 100) / 100;
    // 5 firsts, 3 seconds, 2 weekend, 3 holiday, 3 weekday, 8 calls in all.
    expect(ledger.mean).toEqual({
      first: r(5 / n),
      second: r(3 / n),
      weekend: r(2 / n),
      holiday: r(3 / n),
      weekday: r(3 / n),
      total: r(8 / n),
    });
    expect(rowOf(ledger, world.a).deviation.total).toBe(r(4 - 8 / n));
    expect(rowOf(ledger, world.b).deviation.first).toBe(r(3 - 5 / n));
    expect(rowOf(ledger, world.c).deviation.total).toBe(r(-8 / n));
  });

  it('counts a single day range, and moves with a change of the calendar', async () => {
    const day = await world.t.call(
      fairnessLedgerContract.ledger,
      { query: { from: '2031-04-01', to: '2031-04-01' } },
      world.tokens.staff,
    );
    expect(rowOf(answered(day), world.a).counts.total).toBe(1);
    const removed = await world.t.call(
      fairnessLedgerContract.holidays,
      { query: { year: '2031' } },
      world.tokens.admin,
    );
    const retreat = answered(removed).holidays.find((h: { date: string }) => h.date === '2031-02-15');
    expect(
      (await world.t.call(fairnessLedgerContract.removeHoliday, { params: { id: retreat!.id } }, world.tokens.admin))
        .status,
    ).toBe(200);
    const after = (await world.t.call(fairnessLedgerContract.ledger, { query: Q1 }, world.tokens.physician))
      .body as FairnessLedger;
    expect(rowOf(after, world.b).counts).toMatchObject({ holiday: 1, weekend: 2 });
    expect(rowOf(after, world.b).days.weekend).toEqual(['2031-01-04', '2031-02-15']);
  });

  it('refuses bad ranges with 422 on the field', async () => {
    const cases: [string, string][] = [
      ['from=2031-13-01&to=2031-12-31', 'from'],
      ['from=2031-01-01&to=nope', 'to'],
      ['to=2031-01-01', 'from'],
      ['from=2031-03-01&to=2031-02-28', 'to'],
      ['from=2031-01-01&to=2034-01-01', 'to'],
    ];
    for (const [query, field] of cases) {
      const response = await world.t.api(world.tokens.physician).get(`/api/fairness-ledger?${query}`);
      expect(response.status, query).toBe(422);
      expect(Object.keys(response.body.errors), query).toContain(field);
    }
    // Exactly three years is allowed.
    expect(
      (
        await world.t.call(
          fairnessLedgerContract.ledger,
          { query: { from: '2031-01-01', to: '2033-12-31' } },
          world.tokens.physician,
        )
      ).status,
    ).toBe(200);
  });

  it('is for signed-in users only', async () => {
    expect((await world.t.call(fairnessLedgerContract.ledger, { query: Q1 })).status).toBe(401);
  });
});

describe('the same quarter when the practice counts Friday night as weekend', () => {
  let world: Awaited<ReturnType<typeof quarterApp>>;
  beforeAll(async () => {
    world = await quarterApp(true);
  });
  afterAll(() => world?.t.close());

  it('counts Friday 01-03 as weekend, holidays still as holidays', async () => {
    const ledger = (await world.t.call(fairnessLedgerContract.ledger, { query: Q1 }, world.tokens.physician))
      .body as FairnessLedger;
    expect(ledger.friday_counts_as_weekend).toBe(true);
    const a = rowOf(ledger, world.a);
    expect(a.counts).toEqual({ first: 2, second: 2, weekend: 2, holiday: 1, weekday: 1, total: 4 });
    expect(a.days.weekend).toEqual(['2031-01-03', '2031-01-04']);
    expect(a.days.weekday).toEqual(['2031-02-17']);
    expect(rowOf(ledger, world.b).counts).toEqual({
      first: 3,
      second: 1,
      weekend: 1,
      holiday: 2,
      weekday: 1,
      total: 4,
    });
    expect(ledger.mean.weekend).toBe(Math.round((3 / world.active) * 100) / 100);
  });
});

describe('practice holidays', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ today: '2026-05-04' });
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('the demo has the US holidays of last, this and next year', async () => {
    const response = await t.call(
      fairnessLedgerContract.holidays,
      { query: { year: '2026' } },
      await t.login('physician'),
    );
    expect(response.status).toBe(200);
    expect(answered(response).holidays.map((h: { date: string; name: string }) => [h.date, h.name])).toEqual([
      ['2026-01-01', "New Year's Day"],
      ['2026-05-25', 'Memorial Day'],
      ['2026-07-04', 'Independence Day'],
      ['2026-09-07', 'Labor Day'],
      ['2026-11-26', 'Thanksgiving'],
      ['2026-12-25', 'Christmas Day'],
    ]);
    expect(practiceHolidaysOf(2027).map((h) => h.date)).toEqual([
      '2027-01-01',
      '2027-05-31',
      '2027-07-04',
      '2027-09-06',
      '2027-11-25',
      '2027-12-25',
    ]);
    expect(answered(await t.call(fairnessLedgerContract.holidays, {}, admin)).holidays).toHaveLength(18);
    expect((await t.call(fairnessLedgerContract.holidays, { query: { year: '1999' } }, admin)).status).toBe(422);
  });

  it('the seeded holidays count in the demo ledger', async () => {
    const ledger = (
      await t.call(fairnessLedgerContract.ledger, { query: { from: '2026-01-01', to: '2026-12-31' } }, admin)
    ).body as FairnessLedger;
    // Every day of 2026 has a 1st and a 2nd call in the demo: 6 holidays, 12 holiday calls.
    expect(ledger.surgeons.reduce((sum, row) => sum + row.counts.holiday, 0)).toBe(12);
  });

  it('only administrators add or remove them', async () => {
    for (const username of ['physician', 'staff', 'ceo']) {
      const other = await t.login(username);
      expect(
        (await t.call(fairnessLedgerContract.addHoliday, { body: { date: '2032-03-01', name: 'Mine' } }, other)).status,
        username,
      ).toBe(403);
    }
    const added = await t.call(
      fairnessLedgerContract.addHoliday,
      { body: { date: '2032-03-01', name: '  Founders day ' } },
      admin,
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ date: '2032-03-01', name: 'Founders day' });
    const staff = await t.login('staff');
    expect(
      (await t.call(fairnessLedgerContract.removeHoliday, { params: { id: answered(added, 201).id } }, staff)).status,
    ).toBe(403);
    expect(
      answered(await t.call(fairnessLedgerContract.holidays, { query: { year: '2032' } }, admin)).holidays,
    ).toHaveLength(1);
  });

  it('one per date; bad input is refused on its field and changes nothing', async () => {
    expect(
      (await t.call(fairnessLedgerContract.addHoliday, { body: { date: '2032-06-01', name: 'First' } }, admin)).status,
    ).toBe(201);
    const second = await t.call(
      fairnessLedgerContract.addHoliday,
      { body: { date: '2032-06-01', name: 'Second' } },
      admin,
    );
    expect(second.status).toBe(422);
    expect(refused(second).errors!.date).toEqual(['There is already a practice holiday on that date.']);
    const blank = await t.call(fairnessLedgerContract.addHoliday, { body: { date: '2032-06-02', name: ' ' } }, admin);
    expect(blank.status).toBe(422);
    expect(Object.keys(refused(blank).errors!)).toEqual(['name']);
    const badDate = await t.call(
      fairnessLedgerContract.addHoliday,
      { body: { date: '2032-02-30', name: 'Nope' } },
      admin,
    );
    expect(badDate.status).toBe(422);
    expect(Object.keys(refused(badDate).errors!)).toEqual(['date']);
    const dates = answered(
      await t.call(fairnessLedgerContract.holidays, { query: { year: '2032' } }, admin),
    ).holidays.map((h: { date: string }) => h.date);
    expect(dates).toEqual(['2032-03-01', '2032-06-01']);
  });

  it('removes one; an unknown id is 404', async () => {
    const added = await t.call(
      fairnessLedgerContract.addHoliday,
      { body: { date: '2032-09-09', name: 'Gone soon' } },
      admin,
    );
    const removed = await t.call(
      fairnessLedgerContract.removeHoliday,
      { params: { id: answered(added, 201).id } },
      admin,
    );
    expect(removed.status).toBe(200);
    expect(answered(removed).message).toContain('Gone soon');
    expect(
      (await t.call(fairnessLedgerContract.removeHoliday, { params: { id: answered(added, 201).id } }, admin)).status,
    ).toBe(404);
    expect((await t.call(fairnessLedgerContract.removeHoliday, { params: { id: 'abc' } }, admin)).status).toBe(422);
    const dates = answered(
      await t.call(fairnessLedgerContract.holidays, { query: { year: '2032' } }, admin),
    ).holidays.map((h: { date: string }) => h.date);
    expect(dates).not.toContain('2032-09-09');
  });
});
