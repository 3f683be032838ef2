import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isWeekend } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { createTestApp, ROLE_USERNAMES, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent } from '../test/sockets.js';
import { buildTimeOff } from './call-calendar.factories.test-support.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { answered, refused, warningsOf } from '../test/call-declared.js';
import { officeClosuresContract } from '../../shared/contract/office-closures.js';
import { auditContract } from '../../shared/contract/audit.js';

let t: TestApp;
let tokens: Record<string, string>;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp({ today: '2026-10-15' });
  tokens = await t.loginEach();
  ids = answered(await t.call(timeOffContract.surgeons, {}, tokens.staff)).map((s: { id: number }) => s.id);
});
afterAll(() => t.close());

/** Every slot of every day of [from, to] held: 1st, 2nd, and the office on weekdays. */
async function scheduleWholly(from: string, to: string) {
  const entries = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const office = isWeekend(date) ? {} : { surgeon_o_am: ids[2], surgeon_o_pm: ids[3] };
    entries.push({ date, surgeon_1st: ids[0], surgeon_2nd: ids[1], ...office });
  }
  const saved = await t.call(
    callCalendarContract.saveEntries,
    { body: { entries, acknowledge_warnings: true } },
    tokens.staff,
  );
  expect(saved.status).toBe(200);
}

const coverage = (from: string, to: string, token = tokens.staff) =>
  t.call(callCalendarContract.coverage, { query: { from, to } }, token);

describe('GET /api/coverage', () => {
  it('lists the days emptied by time off and by hand, not a closed office, and unsaved days as empty', async () => {
    await scheduleWholly('2034-03-01', '2034-03-31');
    expect((await coverage('2034-03-01', '2034-03-31')).body.days).toEqual([]);

    // Time off for the 1st-call surgeon on Thursday 3/9 takes them off 1st call that day.
    const off = await t.call(
      timeOffContract.add,
      {
        body: {
          surgeon_id: ids[0],
          vacation_type: 'CME.',
          vacation_start_date: '2034-03-09',
          vacation_end_date: '2034-03-09',
          acknowledge_warnings: true,
        },
      },
      tokens.staff,
    );
    expect(off.status).toBe(201);
    // A closure on Tuesday 3/14 empties O AM / O PM, which a closed office does not need.
    const closed = await t.call(
      officeClosuresContract.save,
      {
        body: {
          note: 'Close',
          effective_date_start: '2034-03-14',
          acknowledge_warnings: true,
        },
      },
      tokens.staff,
    );
    expect(closed.status).toBe(201);
    // 2nd call emptied by hand on Saturday 3/18.
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2034-03-18', surgeon_2nd: null }] } },
      tokens.staff,
    );

    const march = await coverage('2034-03-01', '2034-03-31');
    expect(march.status).toBe(200);
    expect(march.body).toEqual({
      from: '2034-03-01',
      to: '2034-03-31',
      days: [
        { date: '2034-03-09', slots: ['surgeon_1st'] },
        { date: '2034-03-18', slots: ['surgeon_2nd'] },
      ],
      counts: { surgeon_1st: 1, surgeon_2nd: 1, surgeon_o_am: 0, surgeon_o_pm: 0 },
    });

    // Nobody has saved April 1 (a Saturday) or April 3 (a Monday): every slot they need is empty.
    const edge = await coverage('2034-03-31', '2034-04-03');
    expect(edge.body.days).toEqual([
      { date: '2034-04-01', slots: ['surgeon_1st', 'surgeon_2nd'] },
      { date: '2034-04-02', slots: ['surgeon_1st', 'surgeon_2nd'] },
      { date: '2034-04-03', slots: ['surgeon_1st', 'surgeon_2nd', 'surgeon_o_am', 'surgeon_o_pm'] },
    ]);
  });

  it('may be read by every signed-in role, not signed out (401)', async () => {
    for (const username of ROLE_USERNAMES)
      expect((await coverage('2034-03-01', '2034-03-02', tokens[username])).status).toBe(200);
    expect(
      (await t.call(callCalendarContract.coverage, { query: { from: '2034-03-01', to: '2034-03-02' } })).status,
    ).toBe(401);
  });

  it('names the field of a missing, impossible, reversed or too long range (422)', async () => {
    const errorsOf = async (query: string) => (await t.api(tokens.staff).get(`/api/coverage${query}`)).body.errors;
    expect(Object.keys(await errorsOf(''))).toEqual(['from', 'to']);
    expect(Object.keys(await errorsOf('?from=2034-02-30&to=2034-03-01'))).toEqual(['from']);
    expect(await errorsOf('?from=2034-03-02&to=2034-03-01')).toEqual({
      to: ['The to date must not be before the from date.'],
    });
    expect(await errorsOf('?from=2034-01-01&to=2035-01-02')).toEqual({ to: ['The range may cover at most 366 days.'] });
    expect((await coverage('2034-01-01', '2034-12-31')).status).toBe(200);
  });
});

describe('coverage in the month room', () => {
  it('starts from the snapshot and is pushed when time off empties a slot', async () => {
    await scheduleWholly('2034-05-01', '2034-05-31');
    const baseUrl = await t.listen();
    const socket = await connectSocket(baseUrl, tokens.physician);
    try {
      const snapshot = await joinRoom<{ 'call-calendar': any }>(socket, rooms.month('2034-05'));
      expect(snapshot['call-calendar'].coverage.days).toEqual([]);
      const changed = nextEvent(socket, 'coverage:changed');
      await t.call(
        timeOffContract.add,
        {
          body: {
            surgeon_id: ids[1],
            vacation_type: 'Sick.',
            vacation_start_date: '2034-05-10',
            vacation_end_date: '2034-05-11',
            acknowledge_warnings: true,
          },
        },
        tokens.staff,
      );
      expect(await changed).toMatchObject({
        from: '2034-05-01',
        to: '2034-05-31',
        days: [
          { date: '2034-05-10', slots: ['surgeon_2nd'] },
          { date: '2034-05-11', slots: ['surgeon_2nd'] },
        ],
      });
    } finally {
      socket.disconnect();
    }
  });
});

describe('slots emptied by time off or a closure', () => {
  it("warn before saving, and once saved the day's History says which slot emptied and why", async () => {
    await scheduleWholly('2034-06-12', '2034-06-12');
    const body = buildTimeOff({
      surgeon_id: ids[0],
      vacation_type: 'Vac.',
      vacation_start_date: '2034-06-12',
      vacation_end_date: '2034-06-12',
    });
    const warned = await t.call(timeOffContract.add, { body: body }, tokens.staff);
    expect(warned.status).toBe(422);
    expect(warned.body).toMatchObject({
      errorType: 'schedule_warning',
      warnings: [{ date: '2034-06-12', slot: 'surgeon_1st', surgeon_id: ids[0], reason: 'takes_off_call' }],
    });
    expect(refused(warned).errors!.acknowledge_warnings![0]).toMatch(/leaves 1st empty/);
    expect((await coverage('2034-06-12', '2034-06-12')).body.days).toEqual([]);

    expect(
      (await t.call(timeOffContract.add, { body: { ...body, acknowledge_warnings: true } }, tokens.staff)).status,
    ).toBe(201);
    const history = answered(
      await t.call(auditContract.history, { params: { area: 'call-calendar', id: '2034-06-12' } }, tokens.staff),
    ).entries;
    const emptied = history.find((entry: any) => entry.after?.reason);
    expect(emptied).toMatchObject({
      action: 'update',
      before: { surgeon_1st: ids[0] },
      after: { surgeon_1st: null, reason: expect.stringMatching(/^Time off \(Vac\.\) for /) },
    });
  });

  it('a closure warns before taking the office holders off; removing it can put them back', async () => {
    await scheduleWholly('2034-06-13', '2034-06-14');
    const close = (date: string, acknowledge = false) =>
      t.call(
        officeClosuresContract.save,
        {
          body: {
            note: 'Close',
            effective_date_start: date,
            acknowledge_warnings: acknowledge,
          },
        },
        tokens.staff,
      );
    const warned = await close('2034-06-13');
    expect(warned.status).toBe(422);
    expect(warningsOf(warned).map((w) => w.slot)).toEqual(['surgeon_o_am', 'surgeon_o_pm']);
    expect(
      answered(await t.call(callCalendarContract.entries, { query: { year: '2034', month: '6' } }, tokens.staff))
        .office,
    ).toEqual([]);

    const closed = answered(await close('2034-06-13', true), 201).office;
    const taken = [
      { date: '2034-06-13', slot: 'surgeon_o_am', surgeon_id: ids[2] },
      { date: '2034-06-13', slot: 'surgeon_o_pm', surgeon_id: ids[3] },
    ];
    expect(closed.cleared_calls).toEqual(taken);
    // Remembered: the month's closures say whom each one took off.
    const listed = answered(
      await t.call(callCalendarContract.entries, { query: { year: '2034', month: '6' } }, tokens.staff),
    ).office;
    expect(listed).toEqual([{ ...closed, cleared_calls: taken }]);
    // The day's History also lists the closure itself now; the slots it emptied carry the reason.
    const history = answered(
      await t.call(auditContract.history, { params: { area: 'call-calendar', id: '2034-06-13' } }, tokens.staff),
    ).entries as AuditEntry[];
    const reason = (history.find((entry) => entry.area === 'call-calendar')!.after as { reason: string }).reason;
    expect(reason).toBe('Office closed');

    const removed = await t.call(
      officeClosuresContract.removeClosure,
      {
        params: { id: closed.id },
        body: {
          date: '2034-06-13',
          restore_holders: true,
        },
      },
      tokens.staff,
    );
    expect(removed.status).toBe(200);
    expect(answered(removed).restored_calls).toEqual(taken);
    const [day] = answered(
      await t.call(callCalendarContract.entries, { query: { year: '2034', month: '6' } }, tokens.staff),
    ).entries.filter((entry: any) => entry.date === '2034-06-13');
    expect(day).toMatchObject({ surgeon_o_am: ids[2], surgeon_o_pm: ids[3] });
  });

  it('puts back only where the slot is still free and the surgeon is not off; without the option, nobody', async () => {
    await scheduleWholly('2034-06-15', '2034-06-16');
    for (const date of ['2034-06-15', '2034-06-16'])
      await t.call(
        officeClosuresContract.save,
        {
          body: {
            note: 'Close',
            effective_date_start: date,
            acknowledge_warnings: true,
          },
        },
        tokens.staff,
      );
    const office = answered(
      await t.call(callCalendarContract.entries, { query: { year: '2034', month: '6' } }, tokens.staff),
    ).office;
    const closureOn = (date: string) => office.find((record: any) => record.effective_date_start === date)!;

    await t.call(
      timeOffContract.add,
      {
        body: buildTimeOff({
          surgeon_id: ids[2],
          vacation_type: 'Sick.',
          vacation_start_date: '2034-06-15',
          vacation_end_date: '2034-06-15',
        }),
      },
      tokens.staff,
    );
    const removed = await t.call(
      officeClosuresContract.removeClosure,
      {
        params: { id: closureOn('2034-06-15').id },
        body: {
          date: '2034-06-15',
          restore_holders: true,
        },
      },
      tokens.staff,
    );
    expect(answered(removed).restored_calls).toEqual([
      { date: '2034-06-15', slot: 'surgeon_o_pm', surgeon_id: ids[3] },
    ]);
    expect(answered(removed).kept_empty).toEqual([
      expect.objectContaining({ slot: 'surgeon_o_am', surgeon_id: ids[2], message: expect.stringMatching(/time off/) }),
    ]);

    const plain = await t.call(
      officeClosuresContract.removeClosure,
      { params: { id: closureOn('2034-06-16').id }, body: { date: '2034-06-16' } },
      tokens.staff,
    );
    expect(answered(plain).restored_calls).toEqual([]);
    expect((await coverage('2034-06-15', '2034-06-16')).body.days).toEqual([
      { date: '2034-06-15', slots: ['surgeon_o_am'] },
      { date: '2034-06-16', slots: ['surgeon_o_am', 'surgeon_o_pm'] },
    ]);
  });
});
