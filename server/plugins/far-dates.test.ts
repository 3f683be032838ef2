import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { DATE_RANGE_MESSAGE, MONTH_RANGE_MESSAGE } from '../../shared/schemas/common.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, type TestSocket } from '../test/sockets.js';

/**
 * The requests of issue 30 that stopped the portal: `addDays('9999-12-31', 1)` was `10000-01-01`,
 * which sorts before `9999-12-31`, so a loop from one to the other never ended. Each is now refused
 * where the date enters, and the server goes on answering.
 */
let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ today: '2030-06-03' });
  tokens = await t.loginEach();
});
afterAll(() => t.close());

const stillAnswers = async () => expect((await t.api(tokens.staff).get('/api/current-user')).status).toBe(200);

describe('a date range reaching year 9999', () => {
  it('is refused by the coverage (422 on both ends), and the server answers after', async () => {
    const answer = await t.api(tokens.staff).get('/api/coverage?from=9998-12-31&to=9999-12-31');
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { from: [DATE_RANGE_MESSAGE], to: [DATE_RANGE_MESSAGE] } },
    });
    await stillAnswers();
    expect((await t.api(tokens.staff).get('/api/coverage?from=2199-12-01&to=2199-12-31')).status).toBe(200);
  });

  it('is refused by the OR metrics grouped by month, and the last months the portal knows are answered', async () => {
    const answer = await t.api(tokens.ceo).get('/api/or-metrics?from=9996-12-31&to=9999-12-31&group=month');
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { from: [DATE_RANGE_MESSAGE], to: [DATE_RANGE_MESSAGE] } },
    });
    await stillAnswers();
    const last = await t.api(tokens.ceo).get('/api/or-metrics?from=2197-01-01&to=2199-12-31&group=month');
    expect(last.status).toBe(200);
    expect(last.body.periods).toHaveLength(36);
    expect(last.body.periods.at(-1)).toMatchObject({ start: '2199-12-01', end: '2199-12-31' });
  });
});

describe('a month room in year 9999', () => {
  let socket: TestSocket;
  beforeAll(async () => {
    socket = await connectSocket(await t.listen(), tokens.physician);
  });
  afterAll(() => socket.close());

  it('is an unknown room to a physician, who can join a month of the portal’s years after it', async () => {
    expect(await socket.timeout(5_000).emitWithAck('room:join', rooms.month('9999-12'))).toEqual({
      ok: false,
      error: 'Unknown room.',
    });
    await expect(joinRoom(socket, rooms.month('2199-12'))).resolves.toHaveProperty('call-calendar');
    await stillAnswers();
  });
});

describe('a year below 1000', () => {
  it('is refused, not stored as a date of fewer digits', async () => {
    const holiday = await t.api(tokens.admin).post('/api/holidays', { date: '0000-01-01', name: 'Year zero' });
    expect(holiday).toMatchObject({ status: 422, body: { errors: { date: [DATE_RANGE_MESSAGE] } } });
    const held = await t.db.selectFrom('practice_holidays').select('date').where('name', '=', 'Year zero').execute();
    expect(held).toEqual([]);
    const month = await t.api(tokens.physician).get('/api/call-requests?month=0099-12');
    expect(month).toMatchObject({ status: 422, body: { errors: { month: [MONTH_RANGE_MESSAGE] } } });
  });
});

describe('a range a person gives', () => {
  it('is capped where it enters, with a 422 on its end', async () => {
    const counter = await t
      .api(tokens.staff)
      .get('/api/surgeons-with-status-year?start_date=2030-01-01&end_date=2033-01-01');
    expect(counter).toMatchObject({
      status: 422,
      body: { errors: { end_date: ['The range may cover at most three years.'] } },
    });
    const threeYears = await t
      .api(tokens.staff)
      .get('/api/surgeons-with-status-year?start_date=2030-01-01&end_date=2032-12-31');
    expect(threeYears.status).toBe(200);

    const preview = await t
      .api(tokens.physician)
      .get('/api/time-off-requests/preview?start_date=2031-01-01&end_date=2032-01-02');
    expect(preview).toMatchObject({
      status: 422,
      body: { errors: { end_date: ['One request may cover at most 366 days.'] } },
    });
    const vacation = await t.api(tokens.staff).post('/api/add-vacation-data', {
      surgeon_id: await t.userId('physician'),
      vacation_type: 'Vac.',
      vacation_start_date: '2031-01-01',
      vacation_end_date: '2032-01-02',
    });
    expect(vacation).toMatchObject({
      status: 422,
      body: { errors: { vacation_end_date: ['One record may cover at most 366 days.'] } },
    });
    const days = Array.from({ length: 367 }, (_, index) => `2031-01-${String((index % 28) + 1).padStart(2, '0')}`);
    const approve = await t.api(tokens.staff).post('/api/time-off-requests/1/approve', { dates: days });
    expect(approve).toMatchObject({ status: 422, body: { errors: { dates: ['At most 366 days.'] } } });
  });
});
