import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { lastAuditId } from './audit.test-support.js';
import { auditContract } from '../../shared/contract/audit.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { officeClosuresContract } from '../../shared/contract/office-closures.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginEach();
});
afterAll(() => t.close());

const dayHistory = async (date: string, username = 'staff') =>
  answered(await t.call(auditContract.history, { params: { area: 'call-calendar', id: date } }, tokens[username]))
    .entries as AuditEntry[];

describe("a call-calendar day's History", () => {
  it('lists the time off added and removed on that day, the removal undoable; not other days of the record', async () => {
    const surgeon = await t.userId('mchen');
    const added = await t.call(
      timeOffContract.add,
      {
        body: {
          surgeon_id: surgeon,
          vacation_type: 'CME.',
          vacation_start_date: '2035-04-09',
          vacation_end_date: '2035-04-11',
        },
      },
      tokens.staff,
    );
    const id = answered(added, 201).vacation.id as number;
    await t.call(timeOffContract.removeDate, { params: { id }, body: { date: '2035-04-10' } }, tokens.staff);
    const removal = await lastAuditId(t);

    const day = await dayHistory('2035-04-10');
    expect(day.map((entry) => [entry.area, entry.action])).toEqual([
      ['time-off', 'remove-date'],
      ['time-off', 'create'],
    ]);
    expect(day[0]).toMatchObject({ id: removal, undoable: true });
    // The 11th lost nothing: its History has the addition only.
    expect((await dayHistory('2035-04-11')).map((entry) => entry.action)).toEqual(['create']);
    // A physician reads the day too, without Undo (they may not write the calendar).
    expect((await dayHistory('2035-04-10', 'physician'))[0]).toMatchObject({ id: removal, undoable: false });

    expect((await t.call(auditContract.undo, { params: { id: removal }, body: {} }, tokens.staff)).status).toBe(200);
    const after = await dayHistory('2035-04-10');
    expect(after.map((entry) => [entry.area, entry.action])).toEqual([
      ['time-off', 'undo'],
      ['time-off', 'remove-date'],
      ['time-off', 'create'],
    ]);
    expect(after[1]).toMatchObject({ undoable: false, undo_note: 'Changed since' });
  });

  it('lists an office closure and its removal, the removal undoable', async () => {
    const closed = await t.call(
      officeClosuresContract.save,
      {
        body: {
          note: 'Close',
          effective_date_start: '2035-05-15',
        },
      },
      tokens.staff,
    );
    const closureId = answered(closed, 201).office.id as number;
    await t.call(
      officeClosuresContract.removeClosure,
      { params: { id: closureId }, body: { date: '2035-05-15' } },
      tokens.staff,
    );
    const removal = await lastAuditId(t);
    const day = await dayHistory('2035-05-15');
    expect(day.map((entry) => [entry.area, entry.action, entry.undoable])).toEqual([
      ['office-closures', 'remove', true],
      ['office-closures', 'create', false],
    ]);
    expect(day[0]!.id).toBe(removal);
    expect(await dayHistory('2035-05-16')).toEqual([]);
    // A block-time effective date shares the closures' table but closes nothing: not in the day's History.
    const block = await t.call(
      officeClosuresContract.save,
      {
        body: {
          note: 'BlockTime',
          effective_date_start: '2035-05-17',
        },
      },
      tokens.staff,
    );
    expect(block.status).toBeLessThan(300);
    expect(await dayHistory('2035-05-17')).toEqual([]);
  });

  it('lists the office hours changed from that day, undoable', async () => {
    const saved = await t.call(
      callCalendarContract.saveOfficeHours,
      {
        body: {
          period: 'PM',
          start_time: '13:00',
          end_time: '17:00',
          effective_date_start: '2035-06-04',
        },
      },
      tokens.staff,
    );
    expect(saved.status).toBe(200);
    const day = await dayHistory('2035-06-04');
    expect(day.map((entry) => [entry.area, entry.entity_id, entry.undoable])).toEqual([
      ['office-hours', 'PM-2035-06-04', true],
    ]);
    expect(await dayHistory('2035-06-05')).toEqual([]);
  });
});
