import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { permissions } from '../../shared/roles.js';
import type { MonthTimeOffRequests } from '../../shared/schemas/time-off-requests.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent } from '../test/sockets.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { callRequestsContract } from '../../shared/contract/call-requests.js';
import type { CallInput } from '../../shared/contract/endpoint.js';
import { timeOffRequestsContract as contract } from '../../shared/contract/time-off-requests.js';
import { answered, refused } from '../test/call-declared.js';

/** The practice's today on the test's clock; the demo is seeded around it. */
let TODAY: string;

let t: TestApp;
let tokens: Record<string, string>;
let physician: number;
let other: number;
beforeAll(async () => {
  t = await createTestApp();
  TODAY = t.clock.today();
  tokens = await t.loginEach(['admin', 'ceo', 'staff', 'physician', 'pnatarajan']);
  physician = await t.userId('physician');
  other = await t.userId('pnatarajan');
});
afterAll(() => t.close());

type AskBody = Omit<CallInput<typeof contract.create>['body'], 'vacation_type'> & { vacation_type?: string };
const ask = (body: AskBody, username = 'physician') =>
  t.call(contract.create, { body: { vacation_type: 'Vac.', ...body } }, tokens[username]);
const requestRows = () => t.db.selectFrom('time_off_requests').selectAll().execute();
const timeOffDates = (surgeonId: number, from: string, to: string) =>
  t.db
    .selectFrom('time_off_dates')
    .select('date')
    .where('surgeon_id', '=', surgeonId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute()
    .then((rows) => rows.map((row) => row.date));
/** The notices (messages) stored about a request, with their recipients. */
async function noticesOf(requestId: number) {
  const rows = await t.db
    .selectFrom('request_messages')
    .innerJoin('message_recipients', 'message_recipients.message_id', 'request_messages.message_id')
    .select(['request_messages.message_id', 'message_recipients.recipient_id'])
    .where('time_off_request_id', '=', requestId)
    .orderBy('request_messages.message_id')
    .execute();
  const byMessage = new Map<number, number[]>();
  for (const row of rows) byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), row.recipient_id]);
  return [...byMessage.values()].map((recipients) => recipients.sort((a, b) => a - b));
}
/** Every active administrator, CEO and staff member: who approves. */
const schedulers = async () =>
  (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('user_status', '=', 1)
      .where('role', 'in', [...permissions['call-calendar.write']])
      .execute()
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);

/** Puts the physician on 1st call and O AM on days of their own, through the calendar's own save. */
async function holdCalls(entries: CallInput<typeof callCalendarContract.saveEntries>['body']['entries']) {
  const saved = await t.call(
    callCalendarContract.saveEntries,
    { body: { entries, acknowledge_warnings: true } },
    tokens.staff,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('asking for time off', () => {
  it('a physician asks for their own; the schedulers get one notice; bad input is 422 and changes nothing', async () => {
    const created = await ask({ start_date: '2034-01-09', end_date: '2034-01-11', note: 'Family' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { request } = answered(created, 201);
    expect(request).toMatchObject({
      surgeon: { id: physician },
      state: 'pending',
      start_date: '2034-01-09',
      end_date: '2034-01-11',
      approved_dates: [],
      late_notice: false,
      note: 'Family',
      time_off_id: null,
      version: 1,
    });
    expect(await noticesOf(request.id)).toEqual([await schedulers()]);
    // The notice opens with the request beside it, for its recipients and its sender only.
    const [notice] = await t.db
      .selectFrom('request_messages')
      .select('message_id')
      .where('time_off_request_id', '=', request.id)
      .execute();
    const about = await t.call(callRequestsContract.ofMessage, { params: { id: notice!.message_id } }, tokens.staff);
    expect(about.body).toMatchObject({ call_request: null, time_off_request: { id: request.id } });
    expect(
      (await t.call(callRequestsContract.ofMessage, { params: { id: notice!.message_id } }, tokens.physician)).status,
    ).toBe(200);

    const before = await requestRows();
    for (const body of [
      { start_date: '2034-01-20', end_date: '2034-01-19' },
      { start_date: '2034-01-20', end_date: '2034-01-21', vacation_type: 'Nap' },
      { start_date: 'soon', end_date: '2034-01-21' },
      { start_date: '2034-01-11', end_date: '2034-01-12' }, // overlaps the pending request
      { start_date: '2034-01-20', end_date: '2034-01-21', surgeon_id: other }, // someone else's
    ]) {
      const answer = await ask(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused(answer).errors ?? {}).length).toBeGreaterThan(0);
    }
    expect((await ask({ start_date: '2034-01-20', end_date: '2034-01-21' }, 'staff')).status).toBe(422); // no surgeon
    expect(await requestRows()).toEqual(before);
  });

  it('a scheduler may ask for a surgeon; an administrator too; the list shows each their own', async () => {
    const made = await ask({ start_date: '2034-02-01', end_date: '2034-02-01', surgeon_id: other }, 'staff');
    expect(made.status).toBe(201);
    const madeRequest = answered(made, 201).request;
    expect(madeRequest.surgeon.id).toBe(other);
    const mine = answered(await t.call(contract.list, { query: { state: 'all' } }, tokens.physician));
    expect(mine.requests.every((request) => request.surgeon.id === physician)).toBe(true);
    const all = answered(await t.call(contract.list, { query: { month: '2034-02' } }, tokens.ceo));
    expect(all.requests.map((request) => request.id)).toContain(madeRequest.id);
    expect((await t.call(contract.list, { query: { month: '2034-2' } }, tokens.ceo)).status).toBe(422);
  });

  it('warns of late notice by the practice’s today and the notice setting', async () => {
    const preview = (start: string) =>
      t.call(contract.preview, { query: { start_date: start, end_date: start } }, tokens.physician);
    const late = await preview(addDays(TODAY, 12));
    expect(late.body).toMatchObject({ notice_days: 60, late_notice: true });
    expect(late.body.warning).toBe('Starts in 12 days: the practice asks for 60 days’ notice.');
    expect((await preview(addDays(TODAY, 59))).body.late_notice).toBe(true);
    expect((await preview(addDays(TODAY, 60))).body).toMatchObject({ late_notice: false, warning: null });

    const stored = await ask({ start_date: addDays(TODAY, 200), end_date: addDays(TODAY, 200) });
    expect(answered(stored, 201).request.late_notice).toBe(false);
    const lateOne = await ask({ start_date: addDays(TODAY, 300), end_date: addDays(TODAY, 300) });
    expect(answered(lateOne, 201).request.late_notice).toBe(false);
    // Another practice asks for a year's notice.
    const strict = await createTestApp({ now: `${TODAY}T10:40`, config: { timeOffNoticeDays: 365 } });
    try {
      const token = await strict.login('physician');
      const asked = await strict.call(
        contract.create,
        {
          body: {
            vacation_type: 'CME.',
            start_date: addDays(TODAY, 200),
            end_date: addDays(TODAY, 201),
          },
        },
        token,
      );
      expect(answered(asked, 201).request.late_notice).toBe(true);
      expect(answered(asked, 201).preview.warning).toBe('Starts in 200 days: the practice asks for 365 days’ notice.');
    } finally {
      await strict.close();
    }
  });

  it('previews the calls and office sessions it would vacate', async () => {
    await holdCalls([
      { date: '2034-03-07', surgeon_1st: physician },
      { date: '2034-03-08', surgeon_o_am: physician, surgeon_2nd: other },
    ]);
    const preview = await t.call(
      contract.preview,
      { query: { start_date: '2034-03-06', end_date: '2034-03-09' } },
      tokens.physician,
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      dates: ['2034-03-06', '2034-03-07', '2034-03-08', '2034-03-09'],
      calls: [{ date: '2034-03-07', slot: 'surgeon_1st' }],
      office_sessions: [{ date: '2034-03-08', slot: 'surgeon_o_am' }],
    });
  });
});

describe('deciding', () => {
  it('approves only the chosen days through time off’s rules: warns, then empties the 1st call as a gap', async () => {
    await holdCalls([{ date: '2034-04-12', surgeon_1st: physician, surgeon_2nd: other }]);
    const id = answered(await ask({ start_date: '2034-04-10', end_date: '2034-04-14' }), 201).request.id;
    const socket = await connectSocket(await t.listen(), tokens.staff);
    try {
      const snapshot = await joinRoom<{ 'time-off-requests': MonthTimeOffRequests }>(socket, rooms.month('2034-04'));
      expect(snapshot['time-off-requests'].requests.map((request) => request.id)).toContain(id);

      expect((await t.call(contract.approve, { params: { id }, body: {} }, tokens.physician)).status).toBe(403);
      const outside = await t.call(contract.approve, { params: { id }, body: { dates: ['2034-04-15'] } }, tokens.staff);
      expect(outside.status).toBe(422);
      expect(refused(outside).errors?.dates).toBeDefined();

      const chosen = { dates: ['2034-04-14', '2034-04-10', '2034-04-12'] };
      const warned = await t.call(contract.approve, { params: { id }, body: chosen }, tokens.staff);
      expect(warned.status).toBe(422);
      expect(refused(warned).errorType).toBe('schedule_warning');
      expect(refused(warned).warnings).toEqual([
        expect.objectContaining({ date: '2034-04-12', slot: 'surgeon_1st', reason: 'takes_off_call' }),
      ]);
      expect(await timeOffDates(physician, '2034-04-01', '2034-04-30')).toEqual([]);
      expect((await requestRows()).find((row) => row.id === id)).toMatchObject({ state: 'pending', version: 1 });

      const changed = nextEvent(socket, 'time-off-request:changed');
      const approved = await t.call(
        contract.approve,
        {
          params: { id },
          body: {
            ...chosen,
            acknowledge_warnings: true,
          },
        },
        tokens.staff,
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const approvedRequest = answered(approved).request;
      expect(approvedRequest).toMatchObject({
        state: 'approved',
        approved_dates: ['2034-04-10', '2034-04-12', '2034-04-14'],
        decided_by: { id: await t.userId('staff') },
        version: 2,
      });
      expect(approvedRequest.time_off_id).toEqual(expect.any(Number));
      expect((await changed).state).toBe('approved');
      expect(await timeOffDates(physician, '2034-04-01', '2034-04-30')).toEqual([
        '2034-04-10',
        '2034-04-12',
        '2034-04-14',
      ]);
      const coverage = await t.call(
        callCalendarContract.coverage,
        { query: { from: '2034-04-12', to: '2034-04-12' } },
        tokens.physician,
      );
      expect(coverage.body.days).toEqual([{ date: '2034-04-12', slots: expect.arrayContaining(['surgeon_1st']) }]);
      const [day] = answered(
        await t.call(callCalendarContract.entries, { query: { year: '2034', month: '4' } }, tokens.staff),
      ).entries.filter((entry) => entry.date === '2034-04-12');
      expect(day).toMatchObject({ surgeon_1st: null, surgeon_2nd: other });

      // A second decision answers 409 with what is stored now; the author was told once.
      const again = await t.call(
        contract.approve,
        { params: { id }, body: { acknowledge_warnings: true } },
        tokens.admin,
      );
      expect(again.status).toBe(409);
      expect(refused(again).current).toMatchObject({ request: { id, state: 'approved', version: 2 } });
      expect((await t.call(contract.decline, { params: { id }, body: {} }, tokens.admin)).status).toBe(409);
      expect(await noticesOf(id)).toEqual([await schedulers(), [physician]]);
    } finally {
      socket.close();
    }
  });

  it('declines a pending request (schedulers only) and tells its author once', async () => {
    const id = answered(await ask({ start_date: '2034-05-01', end_date: '2034-05-02' }), 201).request.id;
    expect((await t.call(contract.decline, { params: { id }, body: {} }, tokens.physician)).status).toBe(403);
    const declined = await t.call(contract.decline, { params: { id }, body: { note: 'Short-staffed' } }, tokens.ceo);
    expect(declined.status).toBe(200);
    expect(answered(declined).request).toMatchObject({ state: 'declined', approved_dates: [] });
    expect((await t.call(contract.decline, { params: { id }, body: {} }, tokens.ceo)).status).toBe(409);
    expect((await t.call(contract.cancel, { params: { id }, body: {} }, tokens.physician)).status).toBe(409);
    expect(await noticesOf(id)).toEqual([await schedulers(), [physician]]);
    expect(await timeOffDates(physician, '2034-05-01', '2034-05-02')).toEqual([]);
  });

  it('of two decisions at once, one wins and the other answers 409 with the request as decided', async () => {
    const id = answered(await ask({ start_date: '2034-05-10', end_date: '2034-05-11' }), 201).request.id;
    expect((await t.call(contract.approve, { params: { id }, body: { dates: ['nope'] } }, tokens.staff)).status).toBe(
      422,
    );
    const answers = await Promise.all([
      t.call(contract.approve, { params: { id }, body: { acknowledge_warnings: true } }, tokens.staff),
      t.call(contract.decline, { params: { id }, body: {} }, tokens.admin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [approveAnswer, declineAnswer] = answers;
    const winner = (approveAnswer.status === 200 ? answered(approveAnswer) : answered(declineAnswer)).request;
    expect(refused(approveAnswer.status === 409 ? approveAnswer : declineAnswer).current).toMatchObject({
      request: { state: winner.state, version: 2 },
    });
    expect(await timeOffDates(physician, '2034-05-10', '2034-05-11')).toEqual(
      winner.state === 'approved' ? ['2034-05-10', '2034-05-11'] : [],
    );
    expect(await noticesOf(id)).toHaveLength(2);
  });

  it('its author cancels a pending request; nobody else may', async () => {
    const id = answered(await ask({ start_date: '2034-05-20', end_date: '2034-05-20' }), 201).request.id;
    expect((await t.call(contract.cancel, { params: { id }, body: {} }, tokens.pnatarajan)).status).toBe(403);
    expect((await t.call(contract.cancel, { params: { id }, body: {} }, tokens.staff)).status).toBe(403);
    const cancelled = await t.call(contract.cancel, { params: { id }, body: {} }, tokens.physician);
    expect(cancelled.status).toBe(200);
    expect(answered(cancelled).request.state).toBe('cancelled');
    expect((await t.call(contract.approve, { params: { id }, body: {} }, tokens.staff)).status).toBe(409);
    expect((await t.call(contract.cancel, { params: { id: '999999' }, body: {} }, tokens.physician)).status).toBe(404);
  });

  it('cancelling an approved request removes its time off, and the vacation taken goes back', async () => {
    const taken = async () =>
      answered(await t.call(callCalendarContract.vacationStatus, { query: { year: '2034' } }, tokens.staff)).find(
        (row) => row.id === physician,
      )!.taken_vacation;
    const before = await taken();
    const id = answered(await ask({ start_date: '2034-06-01', end_date: '2034-06-04' }), 201).request.id;
    const approved = await t.call(
      contract.approve,
      { params: { id }, body: { acknowledge_warnings: true } },
      tokens.staff,
    );
    expect(approved.status).toBe(200);
    expect(await taken()).toBe(before + 4);
    const cancelled = await t.call(
      contract.cancel,
      { params: { id }, body: { note: 'Plans changed' } },
      tokens.physician,
    );
    expect(cancelled.status).toBe(200);
    expect(answered(cancelled).request.state).toBe('cancelled');
    expect(await timeOffDates(physician, '2034-06-01', '2034-06-04')).toEqual([]);
    expect(await taken()).toBe(before);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'area'])
      .where('area', '=', 'time-off-requests')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(3);
  });
});
