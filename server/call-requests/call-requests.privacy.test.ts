import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { CallRequest, MonthCallRequests } from '../../shared/schemas/call-requests.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent } from '../test/sockets.js';
import { setDay } from './call-requests.test-support.js';
import { callRequestsContract } from '../../shared/contract/call-requests.js';
import { auditContract } from '../../shared/contract/audit.js';
import { answered } from '../test/call-declared.js';

/** A call swap's note is for those it concerns and schedulers, like a time-off request's (issue 30). */
const NOTE = 'Family wedding in Lisbon, please keep it between us';

// Built here: nobody else holds those days' office sessions (one surgeon holds one slot a day).
const noOffice = { surgeon_o_am: null, surgeon_o_pm: null };

let t: TestApp;
let tokens: Record<string, string>;
const id: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ now: '2031-04-15T10:40' });
  tokens = await t.loginEach(['staff', 'swhitman', 'dreyes', 'mchen']);
  for (const name of ['swhitman', 'dreyes', 'mchen', 'pnatarajan']) id[name] = await t.userId(name);
  await setDay(t, tokens.staff!, '2031-05-06', { surgeon_1st: id.swhitman, surgeon_2nd: id.pnatarajan, ...noOffice });
  await setDay(t, tokens.staff!, '2031-05-13', { surgeon_1st: id.pnatarajan, surgeon_2nd: id.dreyes, ...noOffice });
});
afterAll(() => t.close());

describe("a call swap's note", () => {
  it('reaches the month room without it; the list, the request and History give it only to those it concerns and schedulers', async () => {
    const url = await t.listen();
    const bystander = await connectSocket(url, tokens.mchen);
    try {
      await joinRoom<{ 'call-requests': MonthCallRequests }>(bystander, rooms.month('2031-05'));
      const seen = nextEvent(bystander, 'call-request:changed');
      const made = await t.call(
        callRequestsContract.create,
        {
          body: {
            kind: 'swap',
            date: '2031-05-06',
            slot: 'surgeon_1st',
            to_surgeon_id: id.dreyes,
            return_date: '2031-05-13',
            return_slot: 'surgeon_2nd',
            note: NOTE,
          },
        },
        tokens.swhitman,
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const requestId = answered(made, 201).request.id;
      expect(answered(made, 201).request.note).toBe(NOTE);

      const event = await seen;
      expect(event).toMatchObject({ id: requestId, state: 'proposed' });
      expect(event).not.toHaveProperty('note');
      const snapshot = await joinRoom<{ 'call-requests': MonthCallRequests }>(bystander, rooms.month('2031-05'));
      expect(snapshot['call-requests'].requests.map((request) => request.id)).toContain(requestId);
      expect(JSON.stringify(snapshot)).not.toContain('Lisbon');

      const listed = async (username: string) =>
        (
          answered(await t.call(callRequestsContract.list, { query: { month: '2031-05' } }, tokens[username]))
            .requests as CallRequest[]
        ).find((request) => request.id === requestId);
      expect(await listed('mchen')).not.toHaveProperty('note');
      for (const reader of ['swhitman', 'dreyes', 'staff']) expect((await listed(reader))?.note, reader).toBe(NOTE);

      const one = await t.call(callRequestsContract.get, { params: { id: requestId } }, tokens.mchen);
      expect(one.status).toBe(200);
      expect(answered(one).request).not.toHaveProperty('note');
      expect(
        answered(await t.call(callRequestsContract.get, { params: { id: requestId } }, tokens.dreyes)).request.note,
      ).toBe(NOTE);

      const history = async (username: string) =>
        JSON.stringify(
          (
            await t.call(
              auditContract.history,
              { params: { area: 'call-requests', id: String(requestId) } },
              tokens[username],
            )
          ).body,
        );
      expect(await history('mchen')).not.toContain('Lisbon');
      expect(await history('mchen')).toContain('"state":"proposed"');
      for (const reader of ['swhitman', 'dreyes', 'staff']) expect(await history(reader), reader).toContain(NOTE);
    } finally {
      bystander.close();
    }
  });
});
