import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { lastAuditId } from './audit.test-support.js';

let t: TestApp;
let baseUrl: string;
let tokens: Record<string, string>;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  tokens = await t.loginEach();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const as = (username: string) => t.api(tokens[username]);
const saveAm = async (date: string, start: string, end: string) => {
  const saved = await as('staff').put('/api/office-hours', {
    period: 'AM',
    start_time: start,
    end_time: end,
    effective_date_start: date,
  });
  expect(saved.status).toBe(200);
  return lastAuditId(t);
};
const amOn = async (date: string) => {
  const { start_time, end_time } = (await as('staff').get(`/api/office-hours?date=${date}`)).body.am;
  return `${start_time}–${end_time}`;
};
const history = async (date: string) =>
  (await as('staff').get(`/api/history/office-hours/AM-${date}`)).body.entries as AuditEntry[];

describe('undo of an office-hours change', () => {
  it('puts the hours in force before back, live to the month room; the entry then says Changed since and a second undo is 409', async () => {
    const save = await saveAm('2036-03-02', '08:00', '11:30');
    expect(await amOn('2036-03-09')).toBe('08:00–11:30');
    expect((await history('2036-03-02')).find((entry) => entry.id === save)).toMatchObject({ undoable: true });

    const socket = await connectSocket(baseUrl, tokens.ceo);
    sockets.push(socket);
    await joinRoom(socket, rooms.month('2036-03'));
    const pushed = nextEvent(socket, 'office-hours:saved');
    const undone = await as('staff').post(`/api/audit-log/${save}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body.entry).toMatchObject({ area: 'office-hours', action: 'undo', entity_id: 'AM-2036-03-02' });
    expect(await pushed).toBeTruthy();
    // The practice's defaults (7:30–11:00) are in force from that date again.
    expect(await amOn('2036-03-09')).toBe('07:30–11:00');

    expect((await history('2036-03-02')).find((entry) => entry.id === save)).toMatchObject({
      undoable: false,
      undo_note: 'Changed since',
    });
    const again = await as('staff').post(`/api/audit-log/${save}/undo`);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('changed since');
  });

  it('undoing a second change of the same date gives back the first; the undo can be undone', async () => {
    await saveAm('2036-04-06', '08:00', '11:30');
    const second = await saveAm('2036-04-06', '09:00', '12:00');
    expect((await as('staff').post(`/api/audit-log/${second}/undo`)).status).toBe(200);
    expect(await amOn('2036-04-06')).toBe('08:00–11:30');
    const undo = await lastAuditId(t);
    expect((await as('staff').post(`/api/audit-log/${undo}/undo`)).status).toBe(200);
    expect(await amOn('2036-04-06')).toBe('09:00–12:00');
  });

  it('a physician may not undo it (403) and the hours stay', async () => {
    const save = await saveAm('2036-05-04', '08:15', '11:15');
    expect((await as('physician').post(`/api/audit-log/${save}/undo`)).status).toBe(403);
    expect(await amOn('2036-05-04')).toBe('08:15–11:15');
  });
});
