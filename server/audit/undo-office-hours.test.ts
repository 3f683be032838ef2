import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { lastAuditId } from './audit.test-support.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { auditContract } from '../../shared/contract/audit.js';
import { answered, refused } from '../test/call-declared.js';

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

const saveAm = async (date: string, start: string, end: string) => {
  const saved = await t.call(
    callCalendarContract.saveOfficeHours,
    {
      body: {
        period: 'AM',
        start_time: start,
        end_time: end,
        effective_date_start: date,
      },
    },
    tokens.staff,
  );
  expect(saved.status).toBe(200);
  return lastAuditId(t);
};
const amOn = async (date: string) => {
  const { start_time, end_time } = answered(
    await t.call(callCalendarContract.officeHours, { query: { date } }, tokens.staff),
  ).am;
  return `${start_time}–${end_time}`;
};
const history = async (date: string) =>
  answered(await t.call(auditContract.history, { params: { area: 'office-hours', id: `AM-${date}` } }, tokens.staff))
    .entries as AuditEntry[];

describe('undo of an office-hours change', () => {
  it('puts the hours in force before back, live to the month room; the entry then says Changed since and a second undo is 409', async () => {
    const save = await saveAm('2036-03-02', '08:00', '11:30');
    expect(await amOn('2036-03-09')).toBe('08:00–11:30');
    expect((await history('2036-03-02')).find((entry) => entry.id === save)).toMatchObject({ undoable: true });

    const socket = await connectSocket(baseUrl, tokens.ceo);
    sockets.push(socket);
    await joinRoom(socket, rooms.month('2036-03'));
    const pushed = nextEvent(socket, 'office-hours:saved');
    const undone = await t.call(auditContract.undo, { params: { id: save }, body: {} }, tokens.staff);
    expect(undone.status).toBe(200);
    expect(answered(undone).entry).toMatchObject({ area: 'office-hours', action: 'undo', entity_id: 'AM-2036-03-02' });
    expect(await pushed).toBeTruthy();
    // The practice's defaults (7:30–11:00) are in force from that date again.
    expect(await amOn('2036-03-09')).toBe('07:30–11:00');

    expect((await history('2036-03-02')).find((entry) => entry.id === save)).toMatchObject({
      undoable: false,
      undo_note: 'Changed since',
    });
    const again = await t.call(auditContract.undo, { params: { id: save }, body: {} }, tokens.staff);
    expect(again.status).toBe(409);
    expect(refused(again).message).toContain('changed since');
  });

  it('undoing a second change of the same date gives back the first; the undo can be undone', async () => {
    await saveAm('2036-04-06', '08:00', '11:30');
    const second = await saveAm('2036-04-06', '09:00', '12:00');
    expect((await t.call(auditContract.undo, { params: { id: second }, body: {} }, tokens.staff)).status).toBe(200);
    expect(await amOn('2036-04-06')).toBe('08:00–11:30');
    const undo = await lastAuditId(t);
    expect((await t.call(auditContract.undo, { params: { id: undo }, body: {} }, tokens.staff)).status).toBe(200);
    expect(await amOn('2036-04-06')).toBe('09:00–12:00');
  });

  it('a physician may not undo it (403) and the hours stay', async () => {
    const save = await saveAm('2036-05-04', '08:15', '11:15');
    expect((await t.call(auditContract.undo, { params: { id: save }, body: {} }, tokens.physician)).status).toBe(403);
    expect(await amOn('2036-05-04')).toBe('08:15–11:15');
  });
});
