import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { registerBoard } from '../boards/boards.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { lastAuditId } from './audit.test-support.js';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginEach();
});
afterAll(() => t.close());

const as = (username: string) => t.api(tokens[username]);

describe('history of accounts, sign-ins, boards and calendar feeds is for administrators', () => {
  it.each(['users', 'sessions', 'boards', 'calendar-feed'])('%s: 403 for every other role', async (area) => {
    const board = await registerBoard(t, tokens.admin!, `Board for ${area}`);
    await as('physician').post('/api/me/calendar-feed');
    const id = area === 'boards' ? board.id : await t.userId('physician');
    for (const username of ['ceo', 'physician', 'staff']) {
      expect((await as(username).get(`/api/history/${area}/${id}`)).status, username).toBe(403);
    }
    const admin = await as('admin').get(`/api/history/${area}/${id}`);
    expect(admin.status).toBe(200);
    // Seeded accounts have no history yet; the others were just written.
    if (area !== 'users') expect(admin.body.entries.length).toBeGreaterThan(0);
  });
});

describe('addresses are for administrators', () => {
  it('history shows where a change came from to administrators only', async () => {
    await as('staff').post('/api/calendar-add-data', { entries: [{ date: '2031-10-10', surgeon_1st: null }] });
    const read = async (username: string) =>
      ((await as(username).get('/api/history/call-calendar/2031-10-10')).body.entries as AuditEntry[]).map(
        (entry) => entry.address,
      );
    expect(await read('admin')).toEqual(['127.0.0.1']);
    for (const username of ['ceo', 'physician', 'staff']) expect(await read(username), username).toEqual([null]);
  });
});

describe('undo says nothing about an entry to someone who may not undo it', () => {
  it('403 alike for an entry of an area they may not write and for no entry at all', async () => {
    const created = await as('physician').post('/api/hospital-round', {
      room: '9',
      first_name: 'Undo',
      last_name: 'Probe',
      age: '50 M',
      mrn: 'MRN-UNDO-1',
      diagnosis: 'Hernia',
      procedure: 'Repair',
      notes: 'Diet: NPO',
      facility: 'PHH',
      so: 0,
      dc: 0,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const roundsEntry = await lastAuditId(t);
    const signInEntry = (
      await t.db.selectFrom('audit_log').select('id').where('area', '=', 'sessions').executeTakeFirstOrThrow()
    ).id;

    const staffRounds = await as('staff').post(`/api/audit-log/${roundsEntry}/undo`);
    const staffNone = await as('staff').post('/api/audit-log/999999/undo');
    const physicianSignIn = await as('physician').post(`/api/audit-log/${signInEntry}/undo`);
    const physicianNone = await as('physician').post('/api/audit-log/999999/undo');
    for (const refused of [staffRounds, staffNone, physicianSignIn, physicianNone]) {
      expect(refused).toEqual({ status: 403, body: { message: 'You do not have permission to do this.' } });
    }
    // The audit log's readers may be told there is no such entry, or what kind it is.
    expect((await as('admin').post('/api/audit-log/999999/undo')).status).toBe(404);
    expect((await as('physician').post(`/api/audit-log/${roundsEntry}/undo`)).status).toBe(422);
  });
});
