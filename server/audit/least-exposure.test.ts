import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { registerBoard } from '../boards/boards.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { lastAuditId } from './audit.test-support.js';
import { calendarFeedContract } from '../../shared/contract/calendar-feed.js';
import { auditContract } from '../../shared/contract/audit.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { roundsContract } from '../../shared/contract/rounds.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginEach();
});
afterAll(() => t.close());

describe('history of accounts, sign-ins, boards and calendar feeds is for administrators', () => {
  it.each(['users', 'sessions', 'boards', 'calendar-feed'])('%s: 403 for every other role', async (area) => {
    const board = await registerBoard(t, tokens.admin!, `Board for ${area}`);
    await t.call(calendarFeedContract.create, {}, tokens.physician);
    const id = area === 'boards' ? board.id : await t.userId('physician');
    for (const username of ['ceo', 'physician', 'staff']) {
      expect((await t.api(tokens[username]).get(`/api/history/${area}/${id}`)).status, username).toBe(403);
    }
    const admin = await t.api(tokens.admin).get(`/api/history/${area}/${id}`);
    expect(admin.status).toBe(200);
    // Seeded accounts have no history yet; the others were just written.
    if (area !== 'users') expect(admin.body.entries.length).toBeGreaterThan(0);
  });
});

describe('addresses are for administrators', () => {
  it('history shows where a change came from to administrators only', async () => {
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2031-10-10', surgeon_1st: null }] } },
      tokens.staff,
    );
    const read = async (username: string) =>
      (
        answered(
          await t.call(
            auditContract.history,
            { params: { area: 'call-calendar', id: '2031-10-10' } },
            tokens[username],
          ),
        ).entries as AuditEntry[]
      ).map((entry) => entry.address);
    expect(await read('admin')).toEqual(['127.0.0.1']);
    for (const username of ['ceo', 'physician', 'staff']) expect(await read(username), username).toEqual([null]);
  });
});

describe('undo says nothing about an entry to someone who may not undo it', () => {
  it('403 alike for an entry of an area they may not write and for no entry at all', async () => {
    const created = await t.call(
      roundsContract.create,
      {
        body: {
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
        },
      },
      tokens.physician,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const roundsEntry = await lastAuditId(t);
    const signInEntry = (
      await t.db.selectFrom('audit_log').select('id').where('area', '=', 'sessions').executeTakeFirstOrThrow()
    ).id;

    const staffRounds = await t.call(auditContract.undo, { params: { id: roundsEntry }, body: {} }, tokens.staff);
    const staffNone = await t.call(auditContract.undo, { params: { id: '999999' }, body: {} }, tokens.staff);
    const physicianSignIn = await t.call(
      auditContract.undo,
      { params: { id: signInEntry }, body: {} },
      tokens.physician,
    );
    const physicianNone = await t.call(auditContract.undo, { params: { id: '999999' }, body: {} }, tokens.physician);
    const body = { message: 'You do not have permission to do this.' };
    for (const refused of [staffRounds, staffNone, physicianSignIn, physicianNone]) {
      // Alike to the byte: nothing else in the answer tells the two apart.
      expect(refused).toEqual({ ok: false, status: 403, text: JSON.stringify(body), body });
    }
    // The audit log's readers may be told there is no such entry, or what kind it is.
    expect((await t.call(auditContract.undo, { params: { id: '999999' }, body: {} }, tokens.admin)).status).toBe(404);
    expect((await t.call(auditContract.undo, { params: { id: roundsEntry }, body: {} }, tokens.physician)).status).toBe(
      422,
    );
  });
});
