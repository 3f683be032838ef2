import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { procedureBody } from '../daily-schedule/daily-schedule.test-support.js';
import { buildTimeOff } from './call-calendar.factories.test-support.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { officeClosuresContract } from '../../shared/contract/office-closures.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { answered, refused, warningsOf } from '../test/call-declared.js';

let t: TestApp;
let staff: string;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp({ today: '2026-10-15' });
  staff = await t.login('staff');
  ids = answered(await t.call(timeOffContract.surgeons, {}, staff)).map((s: { id: number }) => s.id);
});
afterAll(() => t.close());

const save = (entries: unknown[], extra: Record<string, unknown> = {}) =>
  t.api(staff).post('/api/calendar-add-data', { entries, ...extra });
const entriesOf = async (year: number, month: number) =>
  answered(await t.call(callCalendarContract.entries, { query: { year, month } }, staff));
const closeOffice = (date: string) =>
  t.call(
    officeClosuresContract.save,
    { body: { note: 'Close', effective_date_start: date, acknowledge_warnings: true } },
    staff,
  );

describe('hard rules on call entries (422 naming the date and slot, nothing saved)', () => {
  it('refuses the same surgeon as 1st and 2nd call', async () => {
    const response = await save([{ date: '2033-02-01', surgeon_1st: ids[0], surgeon_2nd: ids[0] }]);
    expect(response.status).toBe(422);
    expect(response.body.errors['entries.0.surgeon_2nd'][0]).toMatch(/both the 1st and the 2nd slot on 02\/01\/2033/);
    expect(response.body.message).toMatch(/02\/01\/2033/);
    expect((await entriesOf(2033, 2)).entries).toEqual([]);
  });

  it('refuses the 1st-call surgeon in an office slot, checking the day as it would be after the save', async () => {
    expect((await save([{ date: '2033-02-02', surgeon_1st: ids[1], surgeon_o_am: ids[2] }])).status).toBe(200);
    const response = await save([
      { date: '2033-02-02', surgeon_o_pm: ids[1] },
      { date: '2033-02-03', surgeon_1st: ids[3] },
    ]);
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['entries.0.surgeon_o_pm']);
    expect(response.body.errors['entries.0.surgeon_o_pm'][0]).toMatch(/1st and the O PM slot on 02\/02\/2033/);
    const stored = (await entriesOf(2033, 2)).entries;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ date: '2033-02-02', surgeon_o_pm: null, version: 1 });
  });

  it('lets 2nd call hold an office session and one surgeon hold both sessions', async () => {
    const response = await save([
      { date: '2033-02-07', surgeon_1st: ids[0], surgeon_2nd: ids[1], surgeon_o_am: ids[1], surgeon_o_pm: ids[1] },
    ]);
    expect(response.status).toBe(200);
  });

  it('refuses O AM / O PM on a day the office is closed', async () => {
    expect((await closeOffice('2033-02-08')).status).toBe(201);
    const response = await save([{ date: '2033-02-08', surgeon_1st: ids[0], surgeon_o_am: ids[2] }]);
    expect(response.status).toBe(422);
    expect(response.body.errors['entries.0.surgeon_o_am'][0]).toBe(
      'The office is closed on 02/08/2033: the O AM slot must stay empty.',
    );
    expect((await entriesOf(2033, 2)).entries.find((e: { date: string }) => e.date === '2033-02-08')).toBeUndefined();
  });
});

describe('office closures clear and restore', () => {
  it("closing the office takes that day's holders off and says which", async () => {
    await save([{ date: '2033-03-01', surgeon_1st: ids[0], surgeon_o_am: ids[2], surgeon_o_pm: ids[3] }]);
    const response = await closeOffice('2033-03-01');
    expect(response.status).toBe(201);
    expect(response.body.cleared_calls).toEqual([
      { date: '2033-03-01', slot: 'surgeon_o_am', surgeon_id: ids[2] },
      { date: '2033-03-01', slot: 'surgeon_o_pm', surgeon_id: ids[3] },
    ]);
    const day = (await entriesOf(2033, 3)).entries[0];
    expect(day).toMatchObject({ surgeon_1st: ids[0], surgeon_o_am: null, surgeon_o_pm: null, version: 2 });
  });

  it('removing a closure opens the day again (office slots can be filled)', async () => {
    const { office } = await entriesOf(2033, 3);
    expect(office).toHaveLength(1);
    const wrongDate = await t.call(
      officeClosuresContract.removeClosure,
      { params: { id: office[0]!.id }, body: { date: '2033-03-02' } },
      staff,
    );
    expect(wrongDate.status).toBe(422);
    const physician = await t.login('physician');
    expect(
      (
        await t.call(
          officeClosuresContract.removeClosure,
          { params: { id: office[0]!.id }, body: { date: '2033-03-01' } },
          physician,
        )
      ).status,
    ).toBe(403);
    expect((await entriesOf(2033, 3)).office).toHaveLength(1);

    const removed = await t.call(
      officeClosuresContract.removeClosure,
      { params: { id: office[0]!.id }, body: { date: '2033-03-01' } },
      staff,
    );
    expect(removed.status).toBe(200);
    expect((await entriesOf(2033, 3)).office).toEqual([]);
    expect((await t.call(dailyScheduleContract.dayByDate, { query: { date: '2033-03-01' } }, staff)).status).toBe(200);
    expect((await save([{ date: '2033-03-01', surgeon_o_am: ids[2] }])).status).toBe(200);
    expect(
      (
        await t.call(
          officeClosuresContract.removeClosure,
          { params: { id: office[0]!.id }, body: { date: '2033-03-01' } },
          staff,
        )
      ).status,
    ).toBe(404);
  });
});

describe('soft rules warn until acknowledged', () => {
  it('warns about 1st call the day after a 1st call, and saves with acknowledge_warnings', async () => {
    await save([{ date: '2033-04-04', surgeon_1st: ids[0] }]);
    const warned = await save([{ date: '2033-04-05', surgeon_1st: ids[0], surgeon_2nd: ids[1] }]);
    expect(warned.status).toBe(422);
    expect(warned.body.errorType).toBe('schedule_warning');
    expect(warned.body.warnings).toEqual([
      expect.objectContaining({
        date: '2033-04-05',
        slot: 'surgeon_1st',
        surgeon_id: ids[0],
        reason: 'consecutive_first_call',
        message: expect.stringMatching(/04\/05\/2033, the day after a 1st call/),
      }),
    ]);
    expect((await entriesOf(2033, 4)).entries).toHaveLength(1);
    const saved = await save([{ date: '2033-04-05', surgeon_1st: ids[0], surgeon_2nd: ids[1] }], {
      acknowledge_warnings: true,
    });
    expect(saved.status).toBe(200);
    expect((await entriesOf(2033, 4)).entries).toHaveLength(2);
  });

  it('does not warn again when a later save leaves the 1st call as it is', async () => {
    expect((await save([{ date: '2033-04-05', surgeon_o_am: ids[2] }])).status).toBe(200);
  });

  it('warns about a procedure for a surgeon on time off, and saves it when acknowledged', async () => {
    await t.call(
      timeOffContract.add,
      {
        body: buildTimeOff({
          surgeon_id: ids[3],
          vacation_type: 'Vac.',
          vacation_start_date: '2033-05-10',
          vacation_end_date: '2033-05-10',
        }),
      },
      staff,
    );
    const body = procedureBody(ids[3]!, { event_date: '2033-05-10' });
    const warned = await t.call(dailyScheduleContract.create, { body: body }, staff);
    expect(warned.status).toBe(422);
    expect(refused(warned).warnings).toEqual([
      expect.objectContaining({ date: '2033-05-10', surgeon_id: ids[3], reason: 'time_off', slot: null }),
    ]);
    expect(warningsOf(warned)[0]!.message).toMatch(/time off \(Vac\.\) on 05\/10\/2033/);
    const day = await t.call(dailyScheduleContract.dayByDate, { query: { date: '2033-05-10' } }, staff);
    expect(answered(day).surgeon_events[String(ids[3])]).toEqual([]);
    const saved = await t.call(dailyScheduleContract.create, { body: { ...body, acknowledge_warnings: true } }, staff);
    expect(saved.status).toBe(201);
  });

  it("warns about a meeting inside the surgeon's own office session, not outside it", async () => {
    await save([{ date: '2033-05-11', surgeon_1st: ids[0], surgeon_o_pm: ids[4] }]);
    const meeting = {
      ...procedureBody(ids[4]!, { event_date: '2033-05-11' }),
      purpose: 'Meeting' as const,
      procedure: 'Board',
      start_time: '13:00',
      end_time: '14:00',
    };
    const warned = await t.call(dailyScheduleContract.create, { body: meeting }, staff);
    expect(warned.status).toBe(422);
    expect(refused(warned).warnings).toEqual([
      expect.objectContaining({ reason: 'office_session', slot: 'surgeon_o_pm', surgeon_id: ids[4] }),
    ]);
    expect(warningsOf(warned)[0]!.message).toMatch(/O PM office session \(12:00 PM–06:00 PM\)/);
    const outside = await t.call(
      dailyScheduleContract.create,
      { body: { ...meeting, start_time: '18:00', end_time: '19:00' } },
      staff,
    );
    expect(outside.status).toBe(201);
    const edited = await t.call(
      dailyScheduleContract.update,
      {
        params: { id: answered(outside, 201).dailySchedule.id },
        body: {
          ...meeting,
          start_time: '17:00',
          end_time: '19:00',
        },
      },
      staff,
    );
    expect(edited.status).toBe(422);
    expect(refused(edited).errorType).toBe('schedule_warning');
    const acknowledged = await t.call(
      dailyScheduleContract.update,
      {
        params: { id: answered(outside, 201).dailySchedule.id },
        body: {
          ...meeting,
          start_time: '17:00',
          end_time: '19:00',
          acknowledge_warnings: true,
        },
      },
      staff,
    );
    expect(acknowledged.status).toBe(200);
  });
});

describe('time-off types', () => {
  it.each([
    ['Vac', 'Vac.'],
    ['CME', 'CME.'],
    ['Sick', 'Sick.'],
    ['Holiday.', 'Holiday'],
    ['Maternity', 'Maternity'],
    ['Vac.', 'Vac.'],
  ])('accepts %s and stores it as %s', async (sent, stored) => {
    const day = `2033-07-${String(10 + ['Vac', 'CME', 'Sick', 'Holiday.', 'Maternity', 'Vac.'].indexOf(sent)).padStart(2, '0')}`;
    const response = await t.call(
      timeOffContract.add,
      {
        body: {
          surgeon_id: ids[0],
          vacation_type: sent,
          vacation_start_date: day,
          vacation_end_date: day,
        },
      },
      staff,
    );
    expect(response.status).toBe(201);
    expect(answered(response, 201).vacation.vacation_type).toBe(stored);
  });

  it('still refuses an unknown type (422)', async () => {
    const response = await t.call(
      timeOffContract.add,
      {
        body: buildTimeOff({
          surgeon_id: ids[0],
          vacation_type: 'Party',
          vacation_start_date: '2033-07-20',
          vacation_end_date: '2033-07-20',
        }),
      },
      staff,
    );
    expect(response.status).toBe(422);
    expect(Object.keys(refused(response).errors!)).toEqual(['vacation_type']);
  });
});

describe('office events read back', () => {
  it("carry the day's office holders in surgeon_o_am / surgeon_o_pm, following the call calendar", async () => {
    await save([{ date: '2033-08-02', surgeon_1st: ids[0], surgeon_o_am: ids[1], surgeon_o_pm: ids[2] }]);
    const office = {
      ...procedureBody(ids[0]!, { event_date: '2033-08-02' }),
      purpose: 'Office' as const,
      procedure: '',
      start_time: '07:30',
      end_time: '17:00',
      event_note: 'Clinic',
    };
    expect((await t.call(dailyScheduleContract.create, { body: office }, staff)).status).toBe(201);
    const read = async () =>
      answered(await t.call(dailyScheduleContract.day, { query: { event_date: '2033-08-02' } }, staff)).office_events;
    expect(await read()).toEqual([
      expect.objectContaining({ purpose: 'Office' as const, surgeon_o_am: ids[1], surgeon_o_pm: ids[2] }),
    ]);
    await save([{ date: '2033-08-02', surgeon_o_pm: ids[3] }]);
    expect(await read()).toEqual([expect.objectContaining({ surgeon_o_am: ids[1], surgeon_o_pm: ids[3] })]);
  });
});
