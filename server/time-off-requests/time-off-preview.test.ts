import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseTrackingContract } from '../../shared/contract/case-tracking.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { timeOffRequestsContract } from '../../shared/contract/time-off-requests.js';
import { buildEvent } from '../daily-schedule/daily-schedule.factories.test-support.js';
import { bookedTimesBetween } from '../daily-schedule/daily-schedule.repository.js';
import { answered } from '../test/call-declared.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * The time-off preview says what the server would refuse and what a scheduler would have to move
 * (issue 31, point 10): days already off or in another pending request, and the cases booked on
 * the days, a cancelled case no longer among them. At 09:00 on 03/02/2031; the days are in June.
 */
let t: TestApp;
let staff: string;
let physician: string;
let physicianId: number;

beforeAll(async () => {
  t = await createTestApp({ now: '2031-03-02T09:00' });
  [staff, physician] = [await t.login('staff'), await t.login('physician')];
  physicianId = await t.userId('physician');
  answered(
    await t.call(
      timeOffContract.add,
      {
        body: {
          surgeon_id: physicianId,
          vacation_type: 'CME.',
          vacation_start_date: '2031-06-04',
          vacation_end_date: '2031-06-04',
          acknowledge_warnings: true,
        },
      },
      staff,
    ),
    201,
  );
}, 60_000);
afterAll(() => t.close());

const preview = async (start: string, end: string, extra: { except_request_id?: number } = {}) =>
  answered(
    await t.call(timeOffRequestsContract.preview, { query: { start_date: start, end_date: end, ...extra } }, physician),
  );

const bookCase = async (date: string, start_time: string, end_time: string) =>
  answered(
    await t.call(
      dailyScheduleContract.create,
      {
        body: {
          ...buildEvent({ surgeon_id: [physicianId], event_date: date, start_time, end_time }),
          acknowledge_warnings: true,
        },
      },
      staff,
    ),
    201,
  ).dailySchedule.id;

describe('the time-off preview', () => {
  it('names the days already off, which a request with them would be refused for', async () => {
    const answer = await preview('2031-06-03', '2031-06-05');
    expect(answer.taken_days).toEqual([{ date: '2031-06-04', why: 'Time off (CME.) already' }]);
    const refused = await t.call(
      timeOffRequestsContract.create,
      { body: { vacation_type: 'Vac.', start_date: '2031-06-03', end_date: '2031-06-05', note: '' } },
      physician,
    );
    expect(refused.status).toBe(422);
  });

  it("names another pending request's days, but not those of the request being decided", async () => {
    const { request } = answered(
      await t.call(
        timeOffRequestsContract.create,
        { body: { vacation_type: 'Vac.', start_date: '2031-06-10', end_date: '2031-06-11', note: '' } },
        physician,
      ),
      201,
    );
    expect((await preview('2031-06-09', '2031-06-10')).taken_days).toEqual([
      { date: '2031-06-10', why: 'In the pending request for 06/10/2031–06/11/2031' },
    ]);
    expect((await preview('2031-06-10', '2031-06-11', { except_request_id: request.id })).taken_days).toEqual([]);
  });

  it('lists the booked cases by time only, and drops one cancelled in case tracking', async () => {
    await bookCase('2031-06-17', '07:30', '09:00');
    const cancelled = await bookCase('2031-06-18', '13:00', '15:00');
    answered(
      await t.call(
        caseTrackingContract.cancel,
        { params: { eventId: cancelled }, body: { reason: 'Patient declined', note: '', version: 0 } },
        staff,
      ),
    );
    const answer = await preview('2031-06-16', '2031-06-19');
    expect(answer.booked_cases).toEqual([{ date: '2031-06-17', start_time: '07:30', end_time: '09:00' }]);
    // Suggest-fill's "booked" rule reads the same: a cancelled case holds nobody's time.
    const booked = await bookedTimesBetween(t.db, '2031-06-16', '2031-06-19');
    expect(booked.filter((event) => event.surgeon_id.includes(physicianId)).map((event) => event.event_date)).toEqual([
      '2031-06-17',
    ]);
  });
});
