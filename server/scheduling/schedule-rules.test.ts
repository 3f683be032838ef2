import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { procedureBody } from '../daily-schedule/daily-schedule.test-support.js';
import { buildTimeOff } from './call-calendar.factories.test-support.js';

let t: TestApp;
let staff: string;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp({ today: '2026-10-15' });
  staff = await t.login('staff');
  ids = (await t.api(staff).get('/api/vacation/filter-surgeons')).body.map((s: { id: number }) => s.id);
});
afterAll(() => t.close());

const save = (entries: unknown[], extra: Record<string, unknown> = {}) =>
  t.api(staff).post('/api/calendar-add-data', { entries, ...extra });
const entriesOf = async (year: number, month: number) =>
  (await t.api(staff).get(`/api/calendar-entries?year=${year}&month=${month}`)).body;
const closeOffice = (date: string) =>
  t
    .api(staff)
    .post('/api/add-ofice-close-data', { note: 'Close', effective_date_start: date, acknowledge_warnings: true });

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
    const wrongDate = await t.api(staff).post(`/api/office/${office[0].id}/delete-date`, { date: '2033-03-02' });
    expect(wrongDate.status).toBe(422);
    const physician = await t.login('physician');
    expect(
      (await t.api(physician).post(`/api/office/${office[0].id}/delete-date`, { date: '2033-03-01' })).status,
    ).toBe(403);
    expect((await entriesOf(2033, 3)).office).toHaveLength(1);

    const removed = await t.api(staff).post(`/api/office/${office[0].id}/delete-date`, { date: '2033-03-01' });
    expect(removed.status).toBe(200);
    expect((await entriesOf(2033, 3)).office).toEqual([]);
    expect((await t.api(staff).get('/api/daily-schedule-search-by-date?date=2033-03-01')).status).toBe(200);
    expect((await save([{ date: '2033-03-01', surgeon_o_am: ids[2] }])).status).toBe(200);
    expect((await t.api(staff).post(`/api/office/${office[0].id}/delete-date`, { date: '2033-03-01' })).status).toBe(
      404,
    );
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
    await t.api(staff).post(
      '/api/add-vacation-data',
      buildTimeOff({
        surgeon_id: ids[3],
        vacation_type: 'Vac.',
        vacation_start_date: '2033-05-10',
        vacation_end_date: '2033-05-10',
      }),
    );
    const body = procedureBody(ids[3]!, { event_date: '2033-05-10' });
    const warned = await t.api(staff).post('/api/daily-schedule', body);
    expect(warned.status).toBe(422);
    expect(warned.body.warnings).toEqual([
      expect.objectContaining({ date: '2033-05-10', surgeon_id: ids[3], reason: 'time_off', slot: null }),
    ]);
    expect(warned.body.warnings[0].message).toMatch(/time off \(Vac\.\) on 05\/10\/2033/);
    const day = await t.api(staff).get('/api/daily-schedule-search-by-date?date=2033-05-10');
    expect(day.body.surgeon_events[String(ids[3])]).toEqual([]);
    const saved = await t.api(staff).post('/api/daily-schedule', { ...body, acknowledge_warnings: true });
    expect(saved.status).toBe(201);
  });

  it("warns about a meeting inside the surgeon's own office session, not outside it", async () => {
    await save([{ date: '2033-05-11', surgeon_1st: ids[0], surgeon_o_pm: ids[4] }]);
    const meeting = {
      ...procedureBody(ids[4]!, { event_date: '2033-05-11' }),
      purpose: 'Meeting',
      procedure: 'Board',
      start_time: '13:00',
      end_time: '14:00',
    };
    const warned = await t.api(staff).post('/api/daily-schedule', meeting);
    expect(warned.status).toBe(422);
    expect(warned.body.warnings).toEqual([
      expect.objectContaining({ reason: 'office_session', slot: 'surgeon_o_pm', surgeon_id: ids[4] }),
    ]);
    expect(warned.body.warnings[0].message).toMatch(/O PM office session \(12:00 PM–06:00 PM\)/);
    const outside = await t
      .api(staff)
      .post('/api/daily-schedule', { ...meeting, start_time: '18:00', end_time: '19:00' });
    expect(outside.status).toBe(201);
    const edited = await t.api(staff).put(`/api/daily-schedule-update/${outside.body.dailySchedule.id}`, {
      ...meeting,
      start_time: '17:00',
      end_time: '19:00',
    });
    expect(edited.status).toBe(422);
    expect(edited.body.errorType).toBe('schedule_warning');
    const acknowledged = await t.api(staff).put(`/api/daily-schedule-update/${outside.body.dailySchedule.id}`, {
      ...meeting,
      start_time: '17:00',
      end_time: '19:00',
      acknowledge_warnings: true,
    });
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
    const response = await t.api(staff).post('/api/add-vacation-data', {
      surgeon_id: ids[0],
      vacation_type: sent,
      vacation_start_date: day,
      vacation_end_date: day,
    });
    expect(response.status).toBe(201);
    expect(response.body.vacation.vacation_type).toBe(stored);
  });

  it('still refuses an unknown type (422)', async () => {
    const response = await t.api(staff).post(
      '/api/add-vacation-data',
      buildTimeOff({
        surgeon_id: ids[0],
        vacation_type: 'Party',
        vacation_start_date: '2033-07-20',
        vacation_end_date: '2033-07-20',
      }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['vacation_type']);
  });
});

describe('office events read back', () => {
  it("carry the day's office holders in surgeon_o_am / surgeon_o_pm, following the call calendar", async () => {
    await save([{ date: '2033-08-02', surgeon_1st: ids[0], surgeon_o_am: ids[1], surgeon_o_pm: ids[2] }]);
    const office = {
      ...procedureBody(ids[0]!, { event_date: '2033-08-02' }),
      purpose: 'Office',
      procedure: '',
      start_time: '07:30',
      end_time: '17:00',
      event_note: 'Clinic',
    };
    expect((await t.api(staff).post('/api/daily-schedule', office)).status).toBe(201);
    const read = async () =>
      (await t.api(staff).get('/api/daily-schedule-data?event_date=2033-08-02')).body.office_events;
    expect(await read()).toEqual([
      expect.objectContaining({ purpose: 'Office', surgeon_o_am: ids[1], surgeon_o_pm: ids[2] }),
    ]);
    await save([{ date: '2033-08-02', surgeon_o_pm: ids[3] }]);
    expect(await read()).toEqual([expect.objectContaining({ surgeon_o_am: ids[1], surgeon_o_pm: ids[3] })]);
  });
});
