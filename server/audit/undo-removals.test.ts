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
const closuresOf = async (year: number, month: number) =>
  ((await as('staff').get(`/api/calendar-entries?year=${year}&month=${month}`)).body.office as OfficeRow[]).map(
    (row) => row.effective_date_start,
  );
interface OfficeRow {
  id: number;
  effective_date_start: string;
}

async function closeAndRemove(date: string): Promise<{ removal: number; closureId: number }> {
  const closed = await as('staff').post('/api/add-ofice-close-data', { note: 'Close', effective_date_start: date });
  const closureId = closed.body.office.id as number;
  await as('staff').post(`/api/office/${closureId}/delete-date`, { date });
  return { removal: await lastAuditId(t), closureId };
}

describe('undo of an office closure removal', () => {
  it('closes the office again, live to the month room; History offers it; a second undo is 409', async () => {
    const { removal, closureId } = await closeAndRemove('2034-02-14');
    expect(await closuresOf(2034, 2)).toEqual([]);
    const history = (await as('staff').get(`/api/history/office-closures/${closureId}`)).body.entries as AuditEntry[];
    expect(history.find((entry) => entry.id === removal)).toMatchObject({ action: 'remove', undoable: true });

    const socket = await connectSocket(baseUrl, tokens.ceo);
    sockets.push(socket);
    await joinRoom(socket, rooms.month('2034-02'));
    const seen = nextEvent(socket, 'office-record:saved');
    const undone = await as('staff').post(`/api/audit-log/${removal}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body.entry).toMatchObject({ area: 'office-closures', action: 'undo' });
    expect(await seen).toMatchObject({ effective_date_start: '2034-02-14', note: 'Close' });
    expect(await closuresOf(2034, 2)).toEqual(['2034-02-14']);

    const again = await as('staff').post(`/api/audit-log/${removal}/undo`);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('closed on 2034-02-14 again');
    const later = (await as('staff').get(`/api/history/office-closures/${closureId}`)).body.entries as AuditEntry[];
    expect(later.find((entry) => entry.id === removal)).toMatchObject({ undoable: false, undo_note: 'Changed since' });
  });

  it('a physician may not undo it (403) and nothing is closed', async () => {
    const { removal } = await closeAndRemove('2034-03-15');
    expect((await as('physician').post(`/api/audit-log/${removal}/undo`)).status).toBe(403);
    expect(await closuresOf(2034, 3)).toEqual([]);
  });
});

describe('an undo of a removal meets the soft rules, and "Save anyway" applies it', () => {
  it('a time-off date given back while the surgeon holds 1st call: 422 warning, then acknowledged, the call emptied', async () => {
    const surgeon = await t.userId('mchen');
    const added = await as('staff').post('/api/add-vacation-data', {
      surgeon_id: surgeon,
      vacation_type: 'Vac.',
      vacation_start_date: '2034-06-13',
      vacation_end_date: '2034-06-13',
    });
    expect(added.status).toBeLessThan(300);
    await as('staff').post(`/api/vacation/${added.body.vacation.id}/delete-date`, { date: '2034-06-13' });
    const removal = await lastAuditId(t);
    const put = await as('staff').post('/api/calendar-add-data', {
      entries: [{ date: '2034-06-13', surgeon_1st: surgeon }],
    });
    expect(put.status).toBe(200);

    const warned = await as('staff').post(`/api/audit-log/${removal}/undo`);
    expect(warned.status).toBe(422);
    expect(warned.body.errorType).toBe('schedule_warning');
    expect(await lastAuditId(t)).toBeLessThan(removal + 2);
    const applied = await as('staff').post(`/api/audit-log/${removal}/undo`, { acknowledge_warnings: true });
    expect(applied.status).toBe(200);
    const day = (await as('staff').get('/api/calendar-entries?year=2034&month=6')).body.entries as {
      date: string;
      surgeon_1st: number | null;
    }[];
    expect(day.find((entry) => entry.date === '2034-06-13')?.surgeon_1st ?? null).toBeNull();
  });
});
