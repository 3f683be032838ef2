import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
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

const entriesOf = async (year: number, month: number) =>
  (await t.api(staff).get(`/api/calendar-entries?year=${year}&month=${month}`)).body;

describe('saving calendar entries', () => {
  it('creates a day at version 1, saves only the sent slots, and bumps the version', async () => {
    const first = await t
      .api(staff)
      .post('/api/calendar-add-data', { entries: [{ date: '2032-03-02', surgeon_1st: ids[0], version: 0 }] });
    expect(first.status).toBe(200);
    expect(first.body.entries).toEqual([
      {
        date: '2032-03-02',
        surgeon_1st: ids[0],
        surgeon_2nd: null,
        surgeon_o_am: null,
        surgeon_o_pm: null,
        version: 1,
      },
    ]);
    const second = await t
      .api(staff)
      .post('/api/calendar-add-data', { entries: [{ date: '2032-3-2', surgeon_o_pm: String(ids[1]), version: 1 }] });
    expect(second.body.entries[0]).toMatchObject({ surgeon_1st: ids[0], surgeon_o_pm: ids[1], version: 2 });
    const cleared = await t
      .api(staff)
      .post('/api/calendar-add-data', { entries: [{ date: '2032-03-02', surgeon_1st: 'NULL', version: 2 }] });
    expect(cleared.body.entries[0]).toMatchObject({ surgeon_1st: null, surgeon_o_pm: ids[1], version: 3 });
    expect((await entriesOf(2032, 3)).entries).toEqual(cleared.body.entries);
  });

  it('refuses a stale day with 409 and its current value, applying none of the other days', async () => {
    await t.api(staff).post('/api/calendar-add-data', { entries: [{ date: '2032-04-06', surgeon_1st: ids[0] }] });
    const response = await t.api(staff).post('/api/calendar-add-data', {
      entries: [
        { date: '2032-04-05', surgeon_2nd: ids[2], version: 0 },
        { date: '2032-04-06', surgeon_1st: ids[1], version: 0 },
      ],
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/Nothing was saved/);
    expect(response.body.current).toEqual([
      {
        date: '2032-04-06',
        surgeon_1st: ids[0],
        surgeon_2nd: null,
        surgeon_o_am: null,
        surgeon_o_pm: null,
        version: 1,
      },
    ]);
    expect((await entriesOf(2032, 4)).entries.map((e: { date: string }) => e.date)).toEqual(['2032-04-06']);
  });

  it('saves an entry without version over whatever is stored (older clients)', async () => {
    await t
      .api(staff)
      .post('/api/calendar-add-data', { entries: [{ date: '2032-04-07', surgeon_1st: ids[1], version: 0 }] });
    const response = await t.api(staff).post('/api/calendar-add-data', {
      entries: [{ date: '2032-04-07', surgeon_1st: ids[3], surgeon_2nd: ids[4], surgeon_o_am: '', surgeon_o_pm: null }],
    });
    expect(response.status).toBe(200);
    expect(response.body.entries[0]).toMatchObject({ surgeon_1st: ids[3], surgeon_2nd: ids[4], version: 2 });
  });

  it('refuses to put a surgeon on call on a day of their time off, naming the date and slot (422)', async () => {
    await t.api(staff).post(
      '/api/add-vacation-data',
      buildTimeOff({
        surgeon_id: ids[2],
        vacation_type: 'CME.',
        vacation_start_date: '2032-05-10',
        vacation_end_date: '2032-05-12',
      }),
    );
    const response = await t.api(staff).post('/api/calendar-add-data', {
      entries: [
        { date: '2032-05-09', surgeon_1st: ids[2] },
        { date: '2032-05-11', surgeon_1st: ids[0], surgeon_o_am: ids[2] },
      ],
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['entries.1.surgeon_o_am']);
    expect(response.body.errors['entries.1.surgeon_o_am'][0]).toMatch(/05\/11\/2032.*O AM/);
    expect((await entriesOf(2032, 5)).entries).toEqual([]);
  });

  it('answers the whole month when asked with date too (the old month view always sends it)', async () => {
    const { entries } = await entriesOf(2026, 11);
    expect(entries).toHaveLength(30);
    const withDate = (await t.api(staff).get('/api/calendar-entries?year=2026&month=11&date=2026-11-05')).body.entries;
    expect(withDate).toEqual(entries);
  });

  it('lists only closures as office, not block-time dates', async () => {
    await t.api(staff).post('/api/add-ofice-close-data', { note: 'Close', effective_date_start: '2032-06-14' });
    await t.api(staff).post('/api/add-ofice-close-data', { note: 'BlockTime', effective_date_start: '2032-06-01' });
    const { office } = await entriesOf(2032, 6);
    expect(office).toEqual([
      { id: expect.any(Number), effective_date_start: '2032-06-14', note: 'Close', cleared_calls: [] },
    ]);
  });

  it('the draft page saves its days and answers them, and a reload shows them', async () => {
    const response = await t
      .api(staff)
      .post('/api/save-monthly-call', { data: [{ date: '2032-07-01', surgeon_1st: ids[1], surgeon_2nd: ids[2] }] });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Data saved successfully!');
    expect((await entriesOf(2032, 7)).entries).toEqual(response.body.data);
  });
});

describe('time off', () => {
  it('expands the range into dates, lists it, and removes dates one by one until the record disappears', async () => {
    const created = await t.api(staff).post('/api/add-vacation-data', {
      surgeon_id: String(ids[4]),
      vacation_type: 'Holiday',
      vacation_start_date: '2032-8-30',
      vacation_end_date: '2032-09-01',
      vacation_dates: ['junk'],
      create_by: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Record Submitted Successfully!');
    const { id, vacation_dates, user } = created.body.vacation;
    expect(vacation_dates).toEqual(['2032-08-30', '2032-08-31', '2032-09-01']);
    expect(user.initial).toBeTruthy();
    const september = (await t.api(staff).get('/api/vacation-data?year=2032&month=9')).body.vacations;
    expect(september.map((v: { id: number }) => v.id)).toContain(id);

    const afterOne = await t.api(staff).post(`/api/vacation/${id}/delete-date`, { date: '2032-08-31' });
    expect(afterOne.body.vacation.vacation_dates).toEqual(['2032-08-30', '2032-09-01']);
    await t.api(staff).post(`/api/vacation/${id}/delete-date`, { date: '2032-08-30' });
    const last = await t.api(staff).post(`/api/vacation/${id}/delete-date`, { date: '2032-09-01' });
    expect(last.body.vacation).toBeNull();
    const all = (await t.api(staff).get('/api/vacation-data')).body.vacations;
    expect(all.some((v: { id: number }) => v.id === id)).toBe(false);
  });

  it('takes a surgeon off call on the days of new time off, says which slots, and leaves the others', async () => {
    await t.api(staff).post('/api/calendar-add-data', {
      entries: [{ date: '2032-10-05', surgeon_1st: ids[0], surgeon_2nd: ids[1], surgeon_o_pm: ids[1] }],
    });
    const body = buildTimeOff({
      surgeon_id: ids[1],
      vacation_type: 'Vac.',
      vacation_start_date: '2032-10-04',
      vacation_end_date: '2032-10-06',
    });
    const warned = await t.api(staff).post('/api/add-vacation-data', body);
    expect(warned.status).toBe(422);
    expect(warned.body.errorType).toBe('schedule_warning');
    expect(warned.body.warnings.map((w: any) => [w.date, w.slot, w.surgeon_id, w.reason])).toEqual([
      ['2032-10-05', 'surgeon_2nd', ids[1], 'takes_off_call'],
      ['2032-10-05', 'surgeon_o_pm', ids[1], 'takes_off_call'],
    ]);
    expect(warned.body.warnings[0].message).toMatch(
      /holds 2nd on 10\/05\/2032: this time off \(Vac\.\) takes them off it/,
    );
    const [untouched] = (await t.api(staff).get('/api/calendar-entries?year=2032&month=10')).body.entries;
    expect(untouched).toMatchObject({ surgeon_2nd: ids[1], version: 1 });
    expect((await t.api(staff).get('/api/vacation-data?year=2032&month=10')).body.vacations).toEqual([]);

    const response = await t.api(staff).post('/api/add-vacation-data', { ...body, acknowledge_warnings: true });
    expect(response.status).toBe(201);
    expect(response.body.cleared_calls).toEqual([
      { date: '2032-10-05', slot: 'surgeon_2nd' },
      { date: '2032-10-05', slot: 'surgeon_o_pm' },
    ]);
    const [day] = (await t.api(staff).get('/api/calendar-entries?year=2032&month=10&date=2032-10-05')).body.entries;
    expect(day).toMatchObject({ surgeon_1st: ids[0], surgeon_2nd: null, surgeon_o_pm: null, version: 2 });
  });

  it('refuses time off on a date the surgeon already has off', async () => {
    await t.api(staff).post(
      '/api/add-vacation-data',
      buildTimeOff({
        surgeon_id: ids[0],
        vacation_type: 'Vac.',
        vacation_start_date: '2032-10-10',
        vacation_end_date: '2032-10-11',
      }),
    );
    const twice = await t.api(staff).post(
      '/api/add-vacation-data',
      buildTimeOff({
        surgeon_id: ids[0],
        vacation_type: 'Sick.',
        vacation_start_date: '2032-10-11',
        vacation_end_date: '2032-10-12',
      }),
    );
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors)).toEqual(['vacation_start_date']);
    expect(twice.body.errors.vacation_start_date[0]).toMatch(/already has time off on 10\/11\/2032/);
  });
});

describe('the day grid endpoints', () => {
  it('answers the time off covering a day and its office holders', async () => {
    await t.api(staff).post('/api/calendar-add-data', {
      entries: [{ date: '2032-11-16', surgeon_o_am: ids[3], surgeon_o_pm: ids[4] }],
    });
    await t.api(staff).post(
      '/api/add-vacation-data',
      buildTimeOff({
        surgeon_id: ids[0],
        vacation_type: 'CME.',
        vacation_start_date: '2032-11-15',
        vacation_end_date: '2032-11-17',
      }),
    );
    const cme = (await t.api(staff).get('/api/daily-schedule-cme?event_date=2032-11-16')).body;
    expect(cme).toEqual({
      cme: [{ surgeon_id: ids[0], vacation_type: 'CME.', vacation_dates: ['2032-11-15', '2032-11-16', '2032-11-17'] }],
    });
    const ompm = (await t.api(staff).get('/api/daily-schedule-om-pm?event_date=2032-11-16')).body;
    expect(ompm).toEqual({ ompm: { surgeon_o_am: ids[3], surgeon_o_pm: ids[4] } });
    expect((await t.api(staff).get('/api/daily-schedule-om-pm?event_date=2032-11-18')).body).toEqual({
      ompm: { surgeon_o_am: null, surgeon_o_pm: null },
    });
  });
});

describe('office hours', () => {
  it('answers the defaults, then the saved hours from their effective date on', async () => {
    const before = (await t.api(staff).get('/api/office-hours?date=2033-01-01')).body;
    expect(before.am).toEqual({ period: 'AM', start_time: '07:30', end_time: '11:00', effective_date_start: null });
    expect(before.pm).toMatchObject({ start_time: '12:00', end_time: '18:00' });
    const saved = await t.api(staff).put('/api/office-hours', {
      period: 'PM',
      start_time: '13:00',
      end_time: '17:30',
      effective_date_start: '2033-02-01',
    });
    expect(saved.status).toBe(200);
    expect((await t.api(staff).get('/api/office-hours?date=2033-01-31')).body.pm.start_time).toBe('12:00');
    const after = (await t.api(staff).get('/api/office-hours?date=2033-02-01')).body;
    expect(after.pm).toEqual({
      period: 'PM',
      start_time: '13:00',
      end_time: '17:30',
      effective_date_start: '2033-02-01',
    });
    expect(after.am.effective_date_start).toBeNull();
    await t.api(staff).put('/api/office-hours', {
      period: 'PM',
      start_time: '12:30',
      end_time: '17:30',
      effective_date_start: '2033-02-01',
    });
    expect((await t.api(staff).get('/api/office-hours?date=2033-03-01')).body.pm.start_time).toBe('12:30');
  });
});
