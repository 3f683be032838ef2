import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { MonthTimeOffRequests, TimeOffRequest } from '../../shared/schemas/time-off-requests.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent } from '../test/sockets.js';
import { timeOffRequestsContract } from '../../shared/contract/time-off-requests.js';
import { auditContract } from '../../shared/contract/audit.js';
import { callRequestsContract } from '../../shared/contract/call-requests.js';
import { answered } from '../test/call-declared.js';

/** A time-off request's type and note are for its surgeon, schedulers and administrators (issue 30). */
const NOTE = 'Medical: knee arthroscopy, please keep quiet';
const DECISION = 'Declined: the knee can wait until December';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-10-15T10:40' });
  tokens = await t.loginEach(['admin', 'staff', 'physician', 'pnatarajan']);
});
afterAll(() => t.close());

const ask = (start: string, end: string) =>
  t.call(
    timeOffRequestsContract.create,
    {
      body: {
        vacation_type: 'Sick.',
        start_date: start,
        end_date: end,
        note: NOTE,
      },
    },
    tokens.physician,
  );
const private_ = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.includes('knee') || text.includes('Sick.') || text.includes('vacation_type');
};

describe("a colleague's time-off note and type", () => {
  it("a physician's socket joined to the month never gets them; a scheduler's list and History do", async () => {
    const url = await t.listen();
    const colleague = await connectSocket(url, tokens.pnatarajan);
    const scheduler = await connectSocket(url, tokens.staff);
    try {
      const first = await ask('2026-11-10', '2026-11-11');
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const id = answered(first, 201).request.id;

      for (const socket of [colleague, scheduler]) {
        const snapshot = await joinRoom<{ 'time-off-requests': MonthTimeOffRequests }>(socket, rooms.month('2026-11'));
        const held = snapshot['time-off-requests'].requests.find((request) => request.id === id);
        expect(held).toMatchObject({ id, start_date: '2026-11-10', end_date: '2026-11-11', state: 'pending' });
        expect(private_(snapshot['time-off-requests'])).toBe(false);
      }

      const colleagueSaw = nextEvent(colleague, 'time-off-request:changed');
      const schedulerSaw = nextEvent(scheduler, 'time-off-request:changed');
      const second = await ask('2026-11-20', '2026-11-20');
      expect(second.status).toBe(201);
      for (const event of [await colleagueSaw, await schedulerSaw]) {
        expect(event).toMatchObject({ id: answered(second, 201).request.id, state: 'pending' });
        expect(private_(event)).toBe(false);
      }

      const declinedSeen = nextEvent(colleague, 'time-off-request:changed');
      expect(
        (await t.call(timeOffRequestsContract.decline, { params: { id }, body: { note: DECISION } }, tokens.staff))
          .status,
      ).toBe(200);
      expect(private_(await declinedSeen)).toBe(false);

      // The list: a physician sees only their own; a scheduler sees every request whole.
      const colleagueList = await t.call(
        timeOffRequestsContract.list,
        { query: { state: 'all', month: '2026-11' } },
        tokens.pnatarajan,
      );
      expect(colleagueList.status).toBe(200);
      expect(answered(colleagueList).requests).toEqual([]);
      const schedulerList = await t.call(
        timeOffRequestsContract.list,
        { query: { state: 'all', month: '2026-11' } },
        tokens.staff,
      );
      expect(answered(schedulerList).requests.find((request: TimeOffRequest) => request.id === id)).toMatchObject({
        note: NOTE,
        vacation_type: 'Sick.',
      });

      // History: the request's changes without type and notes for a colleague; whole for its readers.
      const colleagueHistory = await t.call(
        auditContract.history,
        { params: { area: 'time-off-requests', id: String(id) } },
        tokens.pnatarajan,
      );
      expect(colleagueHistory.status).toBe(200);
      expect(answered(colleagueHistory).entries).toHaveLength(2);
      expect(colleagueHistory.text).not.toContain('knee');
      expect(answered(colleagueHistory).entries[0]!.after).toMatchObject({ id, state: 'declined' });
      for (const reader of ['staff', 'admin', 'physician']) {
        const history = JSON.stringify(
          (
            await t.call(
              auditContract.history,
              { params: { area: 'time-off-requests', id: String(id) } },
              tokens[reader],
            )
          ).body,
        );
        expect(history, reader).toContain(NOTE);
        expect(history, reader).toContain(DECISION);
        expect(history, reader).toContain('Sick.');
      }
    } finally {
      colleague.close();
      scheduler.close();
    }
  });

  it('the request a notice is about is answered only to its readers', async () => {
    const made = await ask('2026-12-01', '2026-12-01');
    const [notice] = await t.db
      .selectFrom('request_messages')
      .select('message_id')
      .where('time_off_request_id', '=', answered(made, 201).request.id)
      .execute();
    const read = await t.call(callRequestsContract.ofMessage, { params: { id: notice!.message_id } }, tokens.staff);
    expect(read.status).toBe(200);
    expect(answered(read).time_off_request).toMatchObject({ note: NOTE });
    // Someone the notice was not sent to learns nothing of it.
    expect(
      (await t.call(callRequestsContract.ofMessage, { params: { id: notice!.message_id } }, tokens.pnatarajan)).status,
    ).toBe(404);
  });
});
