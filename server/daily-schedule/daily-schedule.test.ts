import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { physicianIds, procedureBody, TEST_TODAY } from './daily-schedule.test-support.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { caseTrackingContract } from '../../shared/contract/case-tracking.js';
import { answered } from '../test/call-declared.js';

/** Adding and reading events (POST, GET one, the day reads); edits, deletes and the surgeon order: daily-schedule.editing.test.ts. */

let t: TestApp;
let surgeons: number[];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ today: TEST_TODAY });
  Object.assign(tokens, await t.loginEach());
  surgeons = await physicianIds(t);
});
afterAll(() => t.close());

const add = async (body: Record<string, unknown>, token = tokens.staff) =>
  t.api(token).post('/api/daily-schedule', body);

describe('who may call the daily schedule endpoints', () => {
  it('lets administrator and staff add, edit and delete; refuses CEO and physician (403) and strangers (401)', async () => {
    for (const username of ['admin', 'staff']) {
      const created = await add(procedureBody(surgeons[0]!, { event_date: '2031-01-02' }), tokens[username]);
      expect(created.status).toBe(201);
      const id = created.body.dailySchedule.id;
      expect(
        (
          await t.call(
            dailyScheduleContract.update,
            {
              params: { id },
              body: procedureBody(surgeons[0]!, { event_date: '2031-01-02', start_time: '11:00', end_time: '12:00' }),
            },
            tokens[username],
          )
        ).status,
      ).toBe(200);
      expect(
        (await t.call(dailyScheduleContract.archive, { params: { id }, body: { is_archived: true } }, tokens[username]))
          .status,
      ).toBe(200);
    }
    const id = (await add(procedureBody(surgeons[0]!, { event_date: '2031-01-03' }))).body.dailySchedule.id;
    for (const username of ['ceo', 'physician']) {
      const token = tokens[username];
      const refused = [
        await t.call(dailyScheduleContract.create, { body: procedureBody(surgeons[0]!) }, token),
        await t.call(dailyScheduleContract.update, { params: { id }, body: procedureBody(surgeons[0]!) }, token),
        await t.call(dailyScheduleContract.archive, { params: { id }, body: { is_archived: true } }, token),
        await t.call(dailyScheduleContract.saveSurgeonOrder, { body: { surgeon_ids: surgeons } }, token),
      ];
      expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403]);
      expect(refused[0]!.body).toMatchObject({
        message: 'Unauthorized access. You do not have permission to add entries.',
      });
    }
    expect(
      (await t.call(dailyScheduleContract.saveSurgeonOrder, { body: { surgeon_ids: surgeons } }, tokens.staff)).status,
    ).toBe(403);
    expect((await t.call(dailyScheduleContract.create, { body: procedureBody(surgeons[0]!) })).status).toBe(401);
    expect(
      (await t.call(dailyScheduleContract.update, { params: { id }, body: procedureBody(surgeons[0]!) })).status,
    ).toBe(401);
    expect((await t.call(dailyScheduleContract.archive, { params: { id }, body: {} })).status).toBe(401);
    expect((await t.call(dailyScheduleContract.saveSurgeonOrder, { body: { surgeon_ids: surgeons } })).status).toBe(
      401,
    );
  });

  it.each([
    [
      '/api/daily-schedule-data?event_date=2025-03-12',
      (token?: string) => t.call(dailyScheduleContract.day, { query: { event_date: '2025-03-12' } }, token),
    ],
    [
      '/api/daily-schedule-search-by-date?date=2025-03-12',
      (token?: string) => t.call(dailyScheduleContract.dayByDate, { query: { date: '2025-03-12' } }, token),
    ],
    ['/api/daily-schedule-surgeon-order', (token?: string) => t.call(dailyScheduleContract.surgeonOrder, {}, token)],
  ] as const)('%s: 200 for every role, 401 signed out', async (_route, call) => {
    for (const username of ['admin', 'ceo', 'physician', 'staff'])
      expect((await call(tokens[username])).status).toBe(200);
    expect((await call()).status).toBe(401);
  });

  it('reads one event for every role, 401 signed out, 404 when unknown', async () => {
    const id = (await add(procedureBody(surgeons[1]!, { event_date: '2031-01-04' }))).body.dailySchedule.id;
    for (const username of ['admin', 'ceo', 'physician', 'staff']) {
      expect((await t.call(dailyScheduleContract.get, { params: { id } }, tokens[username])).status).toBe(200);
    }
    expect((await t.call(dailyScheduleContract.get, { params: { id } })).status).toBe(401);
    expect((await t.call(dailyScheduleContract.get, { params: { id: '999999' } }, tokens.staff)).status).toBe(404);
  });
});

describe('adding and reading back an event', () => {
  it('stores a procedure with padded date, string ids, creator name and ignores unknown fields', async () => {
    const created = await add(
      procedureBody(String(surgeons[0]) as never, {
        event_date: '2031-5-7',
        surgeon_deg: [String(surgeons[1])],
        helperField: 'x',
        timestamp: 1,
      }),
    );
    expect(created.status).toBe(201);
    const body = answered(
      await t.call(dailyScheduleContract.get, { params: { id: created.body.dailySchedule.id } }, tokens.physician),
    );
    expect(body.dailySchedule).toMatchObject({
      purpose: 'Procedure',
      event_date: '2031-05-07',
      start_time: '08:00',
      end_time: '10:00',
      event_location: 'PHH MOR',
      event_location_text: null,
      surgeon_id: [surgeons[0]],
      surgeon_deg: [surgeons[1]],
      is_archived: 0,
      version: 1,
      creator: { name: 'Maria Lopez' },
      updated_by: { name: 'Maria Lopez' },
      patient_mrn: '771001',
    });
  });

  it('answers the day in the contract shape: slots, surgeons, roles and events keyed by surgeon', async () => {
    const created = (await add(procedureBody(surgeons[2]!, { event_date: '2031-06-10', surgeon_deg: [surgeons[3]] })))
      .body.dailySchedule;
    const { status, body } = await t.api(tokens.ceo).get('/api/daily-schedule-data?event_date=2031-6-10&timestamp=123');
    expect(status).toBe(200);
    expect(body.times).toHaveLength(77);
    expect(body.times.slice(0, 3)).toEqual(['05:00', '05:15', '05:30']);
    expect(body.times.slice(-2)).toEqual(['23:45', '00:00']);
    expect(body.surgeons.map((s: { id: number }) => s.id)).toEqual(surgeons);
    expect(body.surgeons[0]).toEqual({ id: surgeons[0], name: 'James Carter' });
    expect(body.surgeonsRole).toEqual([]);
    expect(Object.keys(body.surgeon_events).sort()).toEqual(surgeons.map(String).sort());
    expect(body.surgeon_events[surgeons[2]!]).toEqual([
      expect.objectContaining({
        id: created.id,
        surgeon_type: 'P',
        start_time: '08:00',
        end_time: '10:00',
        purpose: 'Procedure',
        version: 1,
      }),
    ]);
    expect(body.surgeon_events[surgeons[3]!]).toEqual([expect.objectContaining({ id: created.id, surgeon_type: 'A' })]);
    expect(body.surgeon_events[surgeons[0]!]).toEqual([]);
    const search = await t.call(dailyScheduleContract.dayByDate, { query: { date: '2031-06-10' } }, tokens.ceo);
    expect(search.body).toEqual(body);
  });

  it('shows the seeded busy day: several events per surgeon, the monthly M&M and office hours', async () => {
    const body = answered(await t.call(dailyScheduleContract.day, { query: { event_date: TEST_TODAY } }, tokens.staff));
    const counts = surgeons.map((id) => body.surgeon_events[id]!.length);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);
    expect(body.surgeon_events[surgeons[0]!]!.some((e) => e.procedure === 'Morbidity & Mortality conference')).toBe(
      true,
    );
    expect(body.office_events).toHaveLength(1);
  });

  it('names the missing fields of a procedure with the spec field names (422) and stores nothing', async () => {
    const response = await add({
      purpose: 'Procedure',
      event_date: '2031-05-08',
      start_time: '08:00',
      end_time: '09:00',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'event_location',
      'patient_first_name',
      'patient_mrn',
      'procedure',
      'surgeon_id',
    ]);
    const day = await t.call(dailyScheduleContract.day, { query: { event_date: '2031-05-08' } }, tokens.staff);
    expect(Object.values(answered(day).surgeon_events).flat()).toEqual([]);
  });

  it('refuses bad purpose, date, times and an "others" location without text (422)', async () => {
    const response = await add({
      ...procedureBody(surgeons[0]!),
      purpose: 'Party',
      event_date: '1999-02-30',
      start_time: '04:00',
      end_time: '08:10',
    });
    expect(Object.keys(response.body.errors).sort()).toEqual(['end_time', 'event_date', 'purpose', 'start_time']);
    const early = await add(procedureBody(surgeons[0]!, { event_date: '1999-01-01' }));
    expect(early.body.errors.event_date).toEqual(['The event date year must be between 2000 and 2050.']);
    const backwards = await add(procedureBody(surgeons[0]!, { start_time: '10:00', end_time: '09:00' }));
    expect(backwards.body.errors).toEqual({ end_time: ['The end time must be after the start time.'] });
    const others = await add(procedureBody(surgeons[0]!, { event_location: 'others', event_location_text: ' ' }));
    expect(others.body.errors).toEqual({ event_location_text: ['The event location text field is required.'] });
  });

  it('accepts an event ending at midnight (00:00) and 12-hour parts converted by the form', async () => {
    const response = await add(
      procedureBody(surgeons[4]!, { event_date: '2031-05-09', start_time: '22:00', end_time: '00:00' }),
    );
    expect(response.status).toBe(201);
    expect(response.body.dailySchedule.end_time).toBe('00:00');
  });

  it('refuses a surgeon who is both primary and assistant, and unknown or non-surgeon ids (422)', async () => {
    const both = await add(procedureBody(surgeons[0]!, { surgeon_deg: [surgeons[0]] }));
    expect(both.body.errors).toEqual({ surgeon_deg: ['A surgeon is either primary or assistant, not both.'] });
    const staffId = await t.userId('staff');
    const unknown = await add(procedureBody(999999, { surgeon_deg: [staffId] }));
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['surgeon_deg', 'surgeon_id']);
    const inactive = await add(procedureBody(await t.userId('tbell')));
    expect(inactive.body.errors.surgeon_id).toEqual(['The selected surgeon is invalid.']);
  });

  it('Select All makes every chosen surgeon primary and clears the assistants', async () => {
    const response = await add(
      procedureBody(surgeons[0]!, {
        event_date: '2031-05-12',
        surgeon_id: surgeons,
        surgeon_deg: [surgeons[1]],
        selectAll: 1,
      }),
    );
    expect(response.status).toBe(201);
    expect([...response.body.dailySchedule.surgeon_id].sort()).toEqual([...surgeons].sort());
    expect(response.body.dailySchedule.surgeon_deg).toEqual([]);
  });

  it('a meeting drops patient, case and location fields and lists attendees as primary', async () => {
    const response = await add(
      procedureBody(surgeons[0]!, {
        purpose: 'Meeting',
        procedure: 'Tumor board',
        event_date: '2031-05-13',
        surgeon_deg: [surgeons[1]],
        event_location: 'others',
        event_location_text: 'Room 4',
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.dailySchedule).toMatchObject({
      purpose: 'Meeting',
      patient_first_name: null,
      patient_last_name: null,
      patient_mrn: null,
      case_number: null,
      event_location: null,
      event_location_text: null,
      surgeon_id: [surgeons[0], surgeons[1]],
      surgeon_deg: [],
    });
    const noAttendee = await add({
      purpose: 'Meeting',
      procedure: 'Nobody',
      event_date: '2031-05-13',
      start_time: '08:00',
      end_time: '09:00',
    });
    expect(noAttendee.body.errors).toEqual({ surgeon_id: ['Choose at least one attendee.'] });
  });

  it('an office event drops surgeons, patient, case and location, and needs no text', async () => {
    const response = await add({
      ...procedureBody(surgeons[0]!, { surgeon_deg: [surgeons[1]] }),
      purpose: 'Office',
      procedure: '',
      event_date: '2031-05-14',
      start_time: '07:30',
      end_time: '17:00',
      event_note: 'Clinic',
      metting_q: '1st',
      metting_d: 'Monday',
    });
    expect(response.status).toBe(201);
    expect(response.body.dailySchedule).toMatchObject({
      purpose: 'Office',
      surgeon_id: [],
      surgeon_deg: [],
      patient_first_name: null,
      patient_mrn: null,
      case_number: null,
      event_location: null,
      metting_q: null,
      metting_d: null,
      event_note: 'Clinic',
    });
    const day = await t.call(dailyScheduleContract.day, { query: { event_date: '2031-05-14' } }, tokens.staff);
    expect(answered(day).office_events).toEqual([
      expect.objectContaining({ id: response.body.dailySchedule.id, event_note: 'Clinic', surgeon_type: null }),
    ]);
  });

  it('answers a double-booked surgeon with 422 schedule_conflict under the surgeon list', async () => {
    expect(
      (await add(procedureBody(surgeons[3]!, { event_date: '2031-07-01', start_time: '08:00', end_time: '10:00' })))
        .status,
    ).toBe(201);
    const clash = await add(
      procedureBody(surgeons[4]!, {
        event_date: '2031-07-01',
        start_time: '09:30',
        end_time: '11:00',
        surgeon_deg: [surgeons[3]],
      }),
    );
    expect(clash.status).toBe(422);
    expect(clash.body.errorType).toBe('schedule_conflict');
    expect(clash.body.errors.surgeon_id).toEqual([
      'Sarah Whitman is already booked from 08:00 AM to 10:00 AM on this date.',
    ]);
    expect(
      (await add(procedureBody(surgeons[3]!, { event_date: '2031-07-01', start_time: '10:00', end_time: '11:00' })))
        .status,
    ).toBe(201);
  });

  it('lets a cancelled case free its surgeon: booking the same time answers 201, on create and on update', async () => {
    const slot = { event_date: '2031-07-02', start_time: '08:00', end_time: '10:00' };
    const cancelled = (await add(procedureBody(surgeons[3]!, slot))).body.dailySchedule.id;
    const moved = (await add(procedureBody(surgeons[3]!, { ...slot, start_time: '10:00', end_time: '11:00' }))).body
      .dailySchedule.id;
    expect((await add(procedureBody(surgeons[3]!, slot))).body.errorType).toBe('schedule_conflict');

    const cancel = await t.call(
      caseTrackingContract.cancel,
      { params: { eventId: cancelled }, body: { reason: 'Patient declined', note: '', version: 0 } },
      tokens.staff,
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    const update = await t.call(
      dailyScheduleContract.update,
      { params: { id: moved }, body: procedureBody(surgeons[3]!, { ...slot, end_time: '09:00' }) },
      tokens.staff,
    );
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect((await add(procedureBody(surgeons[3]!, { ...slot, start_time: '09:00' }))).status).toBe(201);
  });
});

describe('monthly meetings', () => {
  it('appear on that weekday of that week of every month from their date on, and not in a month without a 5th one', async () => {
    const created = await add(
      procedureBody(surgeons[1]!, {
        purpose: 'Meeting',
        procedure: 'Quality review',
        event_date: '2032-01-01',
        start_time: '06:00',
        end_time: '07:00',
        metting_q: '5th',
        metting_d: 'Friday',
      }),
    );
    expect(created.status).toBe(201);
    const shows = async (date: string) => {
      const body = answered(await t.call(dailyScheduleContract.day, { query: { event_date: date } }, tokens.staff));
      return body.surgeon_events[surgeons[1]!]!.some((e) => e.id === created.body.dailySchedule.id);
    };
    // 5th Fridays of 2032: Jan 30, Apr 30, Jul 30, Oct 29, Dec 31. February 2032 has none.
    expect(await shows('2032-01-30')).toBe(true);
    expect(await shows('2032-04-30')).toBe(true);
    expect(await shows('2032-12-31')).toBe(true);
    expect(await shows('2032-01-01')).toBe(false); // its own date is the 1st Thursday
    expect(await shows('2032-02-27')).toBe(false); // last Friday of February, only the 4th
    expect(await shows('2032-01-23')).toBe(false);
    expect(await shows('2031-10-31')).toBe(false); // a 5th Friday before it started
  });

  it('refuses a week without a weekday (422 metting_d)', async () => {
    const response = await add(procedureBody(surgeons[1]!, { purpose: 'Meeting', metting_q: '2nd', metting_d: '' }));
    expect(response.body.errors).toEqual({ metting_d: ['A monthly meeting needs both the week and the weekday.'] });
  });
});
