import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buildTimeOff } from './call-calendar.factories.test-support.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { officeClosuresContract } from '../../shared/contract/office-closures.js';
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

const entriesOf = async (year: number, month: number) =>
  answered(await t.call(callCalendarContract.entries, { query: { year, month } }, staff));

describe('saving calendar entries', () => {
  it('creates a day at version 1, saves only the sent slots, and bumps the version', async () => {
    const first = await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2032-03-02', surgeon_1st: ids[0], version: 0 }] } },
      staff,
    );
    expect(first.status).toBe(200);
    expect(answered(first).entries).toEqual([
      {
        date: '2032-03-02',
        surgeon_1st: ids[0],
        surgeon_2nd: null,
        surgeon_o_am: null,
        surgeon_o_pm: null,
        version: 1,
      },
    ]);
    const second = await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2032-3-2', surgeon_o_pm: String(ids[1]), version: 1 }] } },
      staff,
    );
    expect(answered(second).entries[0]).toMatchObject({ surgeon_1st: ids[0], surgeon_o_pm: ids[1], version: 2 });
    const cleared = await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2032-03-02', surgeon_1st: 'NULL', version: 2 }] } },
      staff,
    );
    expect(answered(cleared).entries[0]).toMatchObject({ surgeon_1st: null, surgeon_o_pm: ids[1], version: 3 });
    expect((await entriesOf(2032, 3)).entries).toEqual(answered(cleared).entries);
  });

  it('refuses a stale day with 409 and its current value, applying none of the other days', async () => {
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2032-04-06', surgeon_1st: ids[0] }] } },
      staff,
    );
    const response = await t.call(
      callCalendarContract.saveEntries,
      {
        body: {
          entries: [
            { date: '2032-04-05', surgeon_2nd: ids[2], version: 0 },
            { date: '2032-04-06', surgeon_1st: ids[1], version: 0 },
          ],
        },
      },
      staff,
    );
    expect(response.status).toBe(409);
    expect(refused(response).message).toMatch(/Nothing was saved/);
    expect(refused(response).current).toEqual([
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
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2032-04-07', surgeon_1st: ids[1], version: 0 }] } },
      staff,
    );
    const response = await t.call(
      callCalendarContract.saveEntries,
      {
        body: {
          entries: [
            { date: '2032-04-07', surgeon_1st: ids[3], surgeon_2nd: ids[4], surgeon_o_am: '', surgeon_o_pm: null },
          ],
        },
      },
      staff,
    );
    expect(response.status).toBe(200);
    expect(answered(response).entries[0]).toMatchObject({ surgeon_1st: ids[3], surgeon_2nd: ids[4], version: 2 });
  });

  it('refuses to put a surgeon on call on a day of their time off, naming the date and slot (422)', async () => {
    await t.call(
      timeOffContract.add,
      {
        body: buildTimeOff({
          surgeon_id: ids[2],
          vacation_type: 'CME.',
          vacation_start_date: '2032-05-10',
          vacation_end_date: '2032-05-12',
        }),
      },
      staff,
    );
    const response = await t.call(
      callCalendarContract.saveEntries,
      {
        body: {
          entries: [
            { date: '2032-05-09', surgeon_1st: ids[2] },
            { date: '2032-05-11', surgeon_1st: ids[0], surgeon_o_am: ids[2] },
          ],
        },
      },
      staff,
    );
    expect(response.status).toBe(422);
    expect(Object.keys(refused(response).errors!)).toEqual(['entries.1.surgeon_o_am']);
    expect(refused(response).errors!['entries.1.surgeon_o_am']![0]).toMatch(/05\/11\/2032.*O AM/);
    expect((await entriesOf(2032, 5)).entries).toEqual([]);
  });

  it('answers the whole month when asked with date too (the old month view always sends it)', async () => {
    const { entries } = await entriesOf(2026, 11);
    expect(entries).toHaveLength(30);
    const withDate = answered(
      await t.call(callCalendarContract.entries, { query: { year: '2026', month: '11', date: '2026-11-05' } }, staff),
    ).entries;
    expect(withDate).toEqual(entries);
  });

  it('lists only closures as office, not block-time dates', async () => {
    await t.call(officeClosuresContract.save, { body: { note: 'Close', effective_date_start: '2032-06-14' } }, staff);
    await t.call(
      officeClosuresContract.save,
      { body: { note: 'BlockTime', effective_date_start: '2032-06-01' } },
      staff,
    );
    const { office } = await entriesOf(2032, 6);
    expect(office).toEqual([
      { id: expect.any(Number), effective_date_start: '2032-06-14', note: 'Close', cleared_calls: [] },
    ]);
  });

  it('the draft page saves its days and answers them, and a reload shows them', async () => {
    const response = await t.call(
      callCalendarContract.saveDraft,
      { body: { data: [{ date: '2032-07-01', surgeon_1st: ids[1], surgeon_2nd: ids[2] }] } },
      staff,
    );
    expect(response.status).toBe(200);
    expect(answered(response).message).toBe('Data saved successfully!');
    expect((await entriesOf(2032, 7)).entries).toEqual(answered(response).data);
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
    const september = answered(
      await t.call(timeOffContract.list, { query: { year: '2032', month: '9' } }, staff),
    ).vacations;
    expect(september.map((v: { id: number }) => v.id)).toContain(id);

    const afterOne = await t.call(timeOffContract.removeDate, { params: { id }, body: { date: '2032-08-31' } }, staff);
    expect(answered(afterOne).vacation!.vacation_dates).toEqual(['2032-08-30', '2032-09-01']);
    await t.call(timeOffContract.removeDate, { params: { id }, body: { date: '2032-08-30' } }, staff);
    const last = await t.call(timeOffContract.removeDate, { params: { id }, body: { date: '2032-09-01' } }, staff);
    expect(answered(last).vacation).toBeNull();
    const all = answered(await t.call(timeOffContract.list, {}, staff)).vacations;
    expect(all.some((v: { id: number }) => v.id === id)).toBe(false);
  });

  it('takes a surgeon off call on the days of new time off, says which slots, and leaves the others', async () => {
    await t.call(
      callCalendarContract.saveEntries,
      {
        body: {
          entries: [{ date: '2032-10-05', surgeon_1st: ids[0], surgeon_2nd: ids[1], surgeon_o_pm: ids[1] }],
        },
      },
      staff,
    );
    const body = buildTimeOff({
      surgeon_id: ids[1],
      vacation_type: 'Vac.',
      vacation_start_date: '2032-10-04',
      vacation_end_date: '2032-10-06',
    });
    const warned = await t.call(timeOffContract.add, { body: body }, staff);
    expect(warned.status).toBe(422);
    expect(refused(warned).errorType).toBe('schedule_warning');
    expect(warningsOf(warned).map((w) => [w.date, w.slot, w.surgeon_id, w.reason])).toEqual([
      ['2032-10-05', 'surgeon_2nd', ids[1], 'takes_off_call'],
      ['2032-10-05', 'surgeon_o_pm', ids[1], 'takes_off_call'],
    ]);
    expect(warningsOf(warned)[0]!.message).toMatch(
      /holds 2nd on 10\/05\/2032: this time off \(Vac\.\) takes them off it/,
    );
    const [untouched] = answered(
      await t.call(callCalendarContract.entries, { query: { year: '2032', month: '10' } }, staff),
    ).entries;
    expect(untouched).toMatchObject({ surgeon_2nd: ids[1], version: 1 });
    expect(
      answered(await t.call(timeOffContract.list, { query: { year: '2032', month: '10' } }, staff)).vacations,
    ).toEqual([]);

    const response = await t.call(timeOffContract.add, { body: { ...body, acknowledge_warnings: true } }, staff);
    expect(response.status).toBe(201);
    expect(answered(response, 201).cleared_calls).toEqual([
      { date: '2032-10-05', slot: 'surgeon_2nd' },
      { date: '2032-10-05', slot: 'surgeon_o_pm' },
    ]);
    const [day] = answered(
      await t.call(callCalendarContract.entries, { query: { year: '2032', month: '10', date: '2032-10-05' } }, staff),
    ).entries;
    expect(day).toMatchObject({ surgeon_1st: ids[0], surgeon_2nd: null, surgeon_o_pm: null, version: 2 });
  });

  it('refuses time off on a date the surgeon already has off', async () => {
    await t.call(
      timeOffContract.add,
      {
        body: buildTimeOff({
          surgeon_id: ids[0],
          vacation_type: 'Vac.',
          vacation_start_date: '2032-10-10',
          vacation_end_date: '2032-10-11',
        }),
      },
      staff,
    );
    const twice = await t.call(
      timeOffContract.add,
      {
        body: buildTimeOff({
          surgeon_id: ids[0],
          vacation_type: 'Sick.',
          vacation_start_date: '2032-10-11',
          vacation_end_date: '2032-10-12',
        }),
      },
      staff,
    );
    expect(twice.status).toBe(422);
    expect(Object.keys(refused(twice).errors!)).toEqual(['vacation_start_date']);
    expect(refused(twice).errors!.vacation_start_date![0]).toMatch(/already has time off on 10\/11\/2032/);
  });
});

describe('the day grid endpoints', () => {
  it('answers the time off covering a day and its office holders', async () => {
    await t.call(
      callCalendarContract.saveEntries,
      {
        body: {
          entries: [{ date: '2032-11-16', surgeon_o_am: ids[3], surgeon_o_pm: ids[4] }],
        },
      },
      staff,
    );
    await t.call(
      timeOffContract.add,
      {
        body: buildTimeOff({
          surgeon_id: ids[0],
          vacation_type: 'CME.',
          vacation_start_date: '2032-11-15',
          vacation_end_date: '2032-11-17',
        }),
      },
      staff,
    );
    const cme = answered(
      await t.call(callCalendarContract.timeOffOfDay, { query: { event_date: '2032-11-16' } }, staff),
    );
    expect(cme).toEqual({
      cme: [{ surgeon_id: ids[0], vacation_type: 'CME.', vacation_dates: ['2032-11-15', '2032-11-16', '2032-11-17'] }],
    });
    const ompm = answered(
      await t.call(callCalendarContract.officeOfDay, { query: { event_date: '2032-11-16' } }, staff),
    );
    expect(ompm).toEqual({ ompm: { surgeon_o_am: ids[3], surgeon_o_pm: ids[4] } });
    expect(
      (await t.call(callCalendarContract.officeOfDay, { query: { event_date: '2032-11-18' } }, staff)).body,
    ).toEqual({
      ompm: { surgeon_o_am: null, surgeon_o_pm: null },
    });
  });
});

describe('office hours', () => {
  it('answers the defaults, then the saved hours from their effective date on', async () => {
    const before = answered(await t.call(callCalendarContract.officeHours, { query: { date: '2033-01-01' } }, staff));
    expect(before.am).toEqual({ period: 'AM', start_time: '07:30', end_time: '11:00', effective_date_start: null });
    expect(before.pm).toMatchObject({ start_time: '12:00', end_time: '18:00' });
    const saved = await t.call(
      callCalendarContract.saveOfficeHours,
      {
        body: {
          period: 'PM',
          start_time: '13:00',
          end_time: '17:30',
          effective_date_start: '2033-02-01',
        },
      },
      staff,
    );
    expect(saved.status).toBe(200);
    expect(
      answered(await t.call(callCalendarContract.officeHours, { query: { date: '2033-01-31' } }, staff)).pm.start_time,
    ).toBe('12:00');
    const after = answered(await t.call(callCalendarContract.officeHours, { query: { date: '2033-02-01' } }, staff));
    expect(after.pm).toEqual({
      period: 'PM',
      start_time: '13:00',
      end_time: '17:30',
      effective_date_start: '2033-02-01',
    });
    expect(after.am.effective_date_start).toBeNull();
    await t.call(
      callCalendarContract.saveOfficeHours,
      {
        body: {
          period: 'PM',
          start_time: '12:30',
          end_time: '17:30',
          effective_date_start: '2033-02-01',
        },
      },
      staff,
    );
    expect(
      answered(await t.call(callCalendarContract.officeHours, { query: { date: '2033-03-01' } }, staff)).pm.start_time,
    ).toBe('12:30');
  });
});
