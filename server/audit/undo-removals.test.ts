import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { lastAuditId } from './audit.test-support.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { officeClosuresContract } from '../../shared/contract/office-closures.js';
import { auditContract } from '../../shared/contract/audit.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
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

const closuresOf = async (year: number, month: number) =>
  (
    answered(await t.call(callCalendarContract.entries, { query: { year, month } }, tokens.staff)).office as OfficeRow[]
  ).map((row) => row.effective_date_start);
interface OfficeRow {
  id: number;
  effective_date_start: string;
}

async function closeAndRemove(date: string): Promise<{ removal: number; closureId: number }> {
  const closed = await t.call(
    officeClosuresContract.save,
    { body: { note: 'Close', effective_date_start: date } },
    tokens.staff,
  );
  const closureId = answered(closed, 201).office.id as number;
  await t.call(officeClosuresContract.removeClosure, { params: { id: closureId }, body: { date } }, tokens.staff);
  return { removal: await lastAuditId(t), closureId };
}

describe('undo of an office closure removal', () => {
  it('closes the office again, live to the month room; History offers it; a second undo is 409', async () => {
    const { removal, closureId } = await closeAndRemove('2034-02-14');
    expect(await closuresOf(2034, 2)).toEqual([]);
    const history = answered(
      await t.call(auditContract.history, { params: { area: 'office-closures', id: String(closureId) } }, tokens.staff),
    ).entries as AuditEntry[];
    expect(history.find((entry) => entry.id === removal)).toMatchObject({ action: 'remove', undoable: true });

    const socket = await connectSocket(baseUrl, tokens.ceo);
    sockets.push(socket);
    await joinRoom(socket, rooms.month('2034-02'));
    const seen = nextEvent(socket, 'office-record:saved');
    const undone = await t.call(auditContract.undo, { params: { id: removal }, body: {} }, tokens.staff);
    expect(undone.status).toBe(200);
    expect(answered(undone).entry).toMatchObject({ area: 'office-closures', action: 'undo' });
    expect(await seen).toMatchObject({ effective_date_start: '2034-02-14', note: 'Close' });
    expect(await closuresOf(2034, 2)).toEqual(['2034-02-14']);

    const again = await t.call(auditContract.undo, { params: { id: removal }, body: {} }, tokens.staff);
    expect(again.status).toBe(409);
    expect(refused(again).message).toContain('closed on 2034-02-14 again');
    const later = answered(
      await t.call(auditContract.history, { params: { area: 'office-closures', id: String(closureId) } }, tokens.staff),
    ).entries as AuditEntry[];
    expect(later.find((entry) => entry.id === removal)).toMatchObject({ undoable: false, undo_note: 'Changed since' });
  });

  it('a physician may not undo it (403) and nothing is closed', async () => {
    const { removal } = await closeAndRemove('2034-03-15');
    expect((await t.call(auditContract.undo, { params: { id: removal }, body: {} }, tokens.physician)).status).toBe(
      403,
    );
    expect(await closuresOf(2034, 3)).toEqual([]);
  });
});

describe('an undo of a removal meets the soft rules, and "Save anyway" applies it', () => {
  it('a time-off date given back while the surgeon holds 1st call: 422 warning, then acknowledged, the call emptied', async () => {
    const surgeon = await t.userId('mchen');
    const added = await t.call(
      timeOffContract.add,
      {
        body: {
          surgeon_id: surgeon,
          vacation_type: 'Vac.',
          vacation_start_date: '2034-06-13',
          vacation_end_date: '2034-06-13',
        },
      },
      tokens.staff,
    );
    expect(added.status).toBeLessThan(300);
    await t.call(
      timeOffContract.removeDate,
      { params: { id: answered(added, 201).vacation.id }, body: { date: '2034-06-13' } },
      tokens.staff,
    );
    const removal = await lastAuditId(t);
    const put = await t.call(
      callCalendarContract.saveEntries,
      {
        body: {
          entries: [{ date: '2034-06-13', surgeon_1st: surgeon }],
        },
      },
      tokens.staff,
    );
    expect(put.status).toBe(200);

    const warned = await t.call(auditContract.undo, { params: { id: removal }, body: {} }, tokens.staff);
    expect(warned.status).toBe(422);
    expect(refused(warned).errorType).toBe('schedule_warning');
    expect(await lastAuditId(t)).toBeLessThan(removal + 2);
    const applied = await t.call(
      auditContract.undo,
      { params: { id: removal }, body: { acknowledge_warnings: true } },
      tokens.staff,
    );
    expect(applied.status).toBe(200);
    const day = answered(
      await t.call(callCalendarContract.entries, { query: { year: '2034', month: '6' } }, tokens.staff),
    ).entries as {
      date: string;
      surgeon_1st: number | null;
    }[];
    expect(day.find((entry) => entry.date === '2034-06-13')?.surgeon_1st ?? null).toBeNull();
  });
});
