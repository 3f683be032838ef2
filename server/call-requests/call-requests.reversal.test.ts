import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditContract } from '../../shared/contract/audit.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { callRequestsContract } from '../../shared/contract/call-requests.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { answered } from '../test/call-declared.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, recordEvents, type TestSocket } from '../test/sockets.js';
import { until } from '../test/until.js';
import { dayOf, noticeCounts } from './call-requests.test-support.js';

/**
 * A scheduler's History → Undo of a call that a give-away set (issue 31, point 2): the request is
 * marked reversed, says by whom and when, and every person it named is told, in the undo's own
 * transaction. At 09:00 on 04/01/2031; the calls are in May.
 */
let t: TestApp;
let staff: string;
let giver: string;
let taker: string;
const id = { giver: 0, taker: 0, staff: 0 };
let socket: TestSocket;

beforeAll(async () => {
  t = await createTestApp({ now: '2031-04-01T09:00' });
  [staff, giver, taker] = [await t.login('staff'), await t.login('swhitman'), await t.login('dreyes')];
  [id.giver, id.taker, id.staff] = [await t.userId('swhitman'), await t.userId('dreyes'), await t.userId('staff')];
  socket = await connectSocket(await t.listen(), staff);
  await joinRoom(socket, rooms.month('2031-05'));
}, 60_000);
afterAll(async () => {
  socket.disconnect();
  await t.close();
});

const EMPTY_DAY = { surgeon_1st: null, surgeon_2nd: null, surgeon_o_am: null, surgeon_o_pm: null };

/** Empties `date`, then gives its 1st to `surgeon`. */
const setFirst = async (date: string, surgeon: number | null) =>
  answered(
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date, ...EMPTY_DAY, surgeon_1st: surgeon }], acknowledge_warnings: true } },
      staff,
    ),
  );

/** A give-away of `date`'s 1st from the giver to the taker, accepted: answers the request's id. */
async function appliedGiveAway(date: string): Promise<number> {
  await setFirst(date, id.giver);
  const { request } = answered(
    await t.call(
      callRequestsContract.create,
      { body: { kind: 'give-away', date, slot: 'surgeon_1st', to_surgeon_id: id.taker, note: '' } },
      giver,
    ),
    201,
  );
  const accepted = answered(
    await t.call(
      callRequestsContract.accept,
      { params: { id: request.id }, body: { acknowledge_warnings: true } },
      taker,
    ),
  );
  expect(accepted.request.state).toBe('applied');
  return request.id;
}

const newestEntryOf = async (date: string) =>
  answered(await t.call(auditContract.history, { params: { area: 'call-calendar', id: date } }, staff)).entries[0]!;

const undo = (entryId: number) =>
  t.call(auditContract.undo, { params: { id: entryId }, body: { acknowledge_warnings: true } }, staff);

describe('a History undo of a call a give-away set', () => {
  const date = '2031-05-06';
  let requestId: number;

  beforeAll(async () => {
    requestId = await appliedGiveAway(date);
  });

  it('puts the call back, marks the request reversed by the scheduler, and tells both people once', async () => {
    const entry = await newestEntryOf(date);
    expect(entry.after).toMatchObject({ reason: 'Given away by SW to DR', request_id: requestId });
    const heard = recordEvents(socket, 'call-request:changed');

    expect(answered(await undo(entry.id))).toBeDefined();

    expect((await dayOf(t, date))?.surgeon_1st).toBe(id.giver);
    const { request } = answered(await t.call(callRequestsContract.get, { params: { id: requestId } }, giver));
    expect(request).toMatchObject({ state: 'applied', reversed_by: { id: id.staff } });
    expect(request.reversed_at).toMatch(/^2031-04-01T09:0\d/);
    await until(
      () => heard.some((event) => event.id === requestId && event.reversed_by?.id === id.staff),
      'the month room hears the request reversed',
    );
    expect(await noticeCounts(t, requestId)).toMatchObject({
      [`${id.giver}: Call give-away reversed`]: 1,
      [`${id.taker}: Call give-away reversed`]: 1,
    });
    const audited = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('area', '=', 'call-requests')
      .where('entity_id', '=', String(requestId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audited.after!)).toMatchObject({ reversed_by: { id: id.staff } });
  });

  it('says what was put back in the notice', async () => {
    const message = await t.db
      .selectFrom('request_messages')
      .innerJoin('messages', 'messages.id', 'request_messages.message_id')
      .select('messages.message')
      .where('request_messages.call_request_id', '=', requestId)
      .where('messages.subject', '=', 'Call give-away reversed')
      .executeTakeFirstOrThrow();
    expect(message.message).toBe(
      "Call give-away reversed: Maria Lopez undid the give-away of SW's 1st on 05/06/2031 in the call calendar's History. " +
        'The 1st on 05/06/2031 is back as it was before.',
    );
  });

  it('is not reversed again, nor told again, when the undo itself is undone', async () => {
    const before = await noticeCounts(t, requestId);
    const undoEntry = await newestEntryOf(date);
    answered(await undo(undoEntry.id));
    expect((await dayOf(t, date))?.surgeon_1st).toBe(id.taker);
    expect(await noticeCounts(t, requestId)).toEqual(before);
  });
});

describe('an undo that cannot be made', () => {
  it('leaves the request standing and tells nobody (the day changed since: 409)', async () => {
    const date = '2031-05-20';
    const requestId = await appliedGiveAway(date);
    const entry = await newestEntryOf(date);
    await setFirst(date, null);

    const refused = await undo(entry.id);
    expect(refused.status).toBe(409);
    const { request } = answered(await t.call(callRequestsContract.get, { params: { id: requestId } }, giver));
    expect([request.reversed_by, request.reversed_at]).toEqual([null, null]);
    expect(Object.keys(await noticeCounts(t, requestId)).some((key) => key.endsWith('reversed'))).toBe(false);
  });
});

describe('an undo of a day no request set', () => {
  it('touches no request', async () => {
    const date = '2031-05-27';
    const demoFirst = (await dayOf(t, date))?.surgeon_1st ?? null;
    await setFirst(date, id.giver);
    const requestsBefore = await t.db.selectFrom('call_requests').select(['id', 'version']).execute();
    answered(await undo((await newestEntryOf(date)).id));
    expect((await dayOf(t, date))?.surgeon_1st ?? null).toBe(demoFirst);
    expect(await t.db.selectFrom('call_requests').select(['id', 'version']).execute()).toEqual(requestsBefore);
  });
});
