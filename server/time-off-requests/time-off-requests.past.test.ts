import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { TimeOffRequest } from '../../shared/schemas/time-off-requests.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { timeOffRequestsContract } from '../../shared/contract/time-off-requests.js';
import { auditContract } from '../../shared/contract/audit.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { answered, refused } from '../test/call-declared.js';

/** The past is not rewritten by its owner; time off only for active surgeons (issue 30). */
let t: TestApp;
let tokens: Record<string, string>;
let physician: number;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-10-15T10:40' });
  tokens = await t.loginEach(['admin', 'staff', 'physician', 'pnatarajan']);
  physician = await t.userId('physician');
});
afterAll(() => t.close());

const daysOff = (from: string, to: string) =>
  t.db
    .selectFrom('time_off_dates')
    .select('date')
    .where('surgeon_id', '=', physician)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute()
    .then((rows) => rows.map((row) => row.date));

/** Asks (as `asker`) for the physician's time off and has a scheduler approve it, at the clock's moment. */
async function approvedRequest(start: string, end: string, asker = 'physician'): Promise<TimeOffRequest> {
  const asked = await t.call(
    timeOffRequestsContract.create,
    {
      body: {
        vacation_type: 'Vac.',
        start_date: start,
        end_date: end,
        ...(asker === 'physician' ? {} : { surgeon_id: physician }),
      },
    },
    tokens[asker],
  );
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const approved = await t.call(
    timeOffRequestsContract.approve,
    { params: { id: answered(asked, 201).request.id }, body: { acknowledge_warnings: true } },
    tokens.staff,
  );
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return answered(approved).request;
}

describe('cancelling time off that has begun', () => {
  it('a physician cannot cancel days that have begun (422 on dates); nothing is removed', async () => {
    t.clock.set('2026-10-15T10:40');
    const request = await approvedRequest('2026-10-20', '2026-10-22');
    t.clock.set('2026-10-21T08:00');
    const refusal = await t.call(
      timeOffRequestsContract.cancel,
      { params: { id: request.id }, body: { note: 'Back early' } },
      tokens.physician,
    );
    expect(refusal.status).toBe(422);
    expect(refused(refusal).errors!.dates![0]).toBe(
      'Days that have begun (10/20/2026, 10/21/2026) cannot be cancelled; a scheduler may remove them.',
    );
    expect(await daysOff('2026-10-20', '2026-10-22')).toEqual(['2026-10-20', '2026-10-21', '2026-10-22']);
    const stored = await t.db.selectFrom('time_off_requests').select('state').where('id', '=', request.id).execute();
    expect(stored).toEqual([{ state: 'approved' }]);
  });

  it('before the first day begins, the physician cancels as before', async () => {
    t.clock.set('2026-10-15T10:40');
    const request = await approvedRequest('2026-11-02', '2026-11-03');
    t.clock.set('2026-11-01T23:59');
    const cancelled = await t.call(
      timeOffRequestsContract.cancel,
      { params: { id: request.id }, body: {} },
      tokens.physician,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await daysOff('2026-11-02', '2026-11-03')).toEqual([]);
  });

  it('a scheduler who asked for the surgeon cancels begun days only with a reason, kept in the audit entry', async () => {
    t.clock.set('2026-10-15T10:40');
    const request = await approvedRequest('2026-11-10', '2026-11-11', 'staff');
    t.clock.set('2026-11-10T09:00');
    const bare = await t.call(timeOffRequestsContract.cancel, { params: { id: request.id }, body: {} }, tokens.staff);
    expect(bare.status).toBe(422);
    expect(refused(bare).errors!.note).toEqual(['Give a reason for removing a day of time off that has begun.']);
    const cancelled = await t.call(
      timeOffRequestsContract.cancel,
      {
        params: { id: request.id },
        body: {
          note: 'Entered in error: worked that day',
        },
      },
      tokens.staff,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await daysOff('2026-11-10', '2026-11-11')).toEqual([]);
    const entry = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('area', '=', 'time-off-requests')
      .where('entity_id', '=', String(request.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after!)).toMatchObject({ state: 'cancelled', reason: 'Entered in error: worked that day' });
  });
});

describe('a scheduler removes a past day of time off (POST /vacation/:id/delete-date)', () => {
  it('needs a reason for a day that has begun, not for a later one; the reason is audited and kept from colleagues', async () => {
    t.clock.set('2026-10-15T10:40');
    const request = await approvedRequest('2026-12-07', '2026-12-09');
    t.clock.set('2026-12-08T07:00');
    const removeDate = (body: { date: string; reason?: string }, token?: string) =>
      t.call(timeOffContract.removeDate, { params: { id: request.time_off_id }, body }, token);

    const bare = await removeDate({ date: '2026-12-07' }, tokens.staff);
    expect(bare.status).toBe(422);
    expect(refused(bare).errors!.reason).toEqual(['Give a reason for removing a day of time off that has begun.']);
    const today = await removeDate({ date: '2026-12-08', reason: '   ' }, tokens.staff);
    expect(today.status).toBe(422);
    expect(await daysOff('2026-12-07', '2026-12-09')).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);

    expect((await removeDate({ date: '2026-12-09' }, tokens.staff)).status).toBe(200);
    const removed = await removeDate({ date: '2026-12-07', reason: 'Worked: covered the OR' }, tokens.staff);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await daysOff('2026-12-07', '2026-12-09')).toEqual(['2026-12-08']);
    expect((await removeDate({ date: '2026-12-08', reason: 'mine' }, tokens.physician)).status).toBe(403);

    const history = async (username: string) =>
      answered(
        await t.call(
          auditContract.history,
          { params: { area: 'time-off', id: String(request.time_off_id) } },
          tokens[username],
        ),
      ).entries as AuditEntry[];
    const reasons = (entries: AuditEntry[]) =>
      entries.map((entry) => (entry.after as { reason?: string }).reason).filter(Boolean);
    expect(reasons(await history('staff'))).toEqual(['Worked: covered the OR']);
    expect(reasons(await history('physician'))).toEqual(['Worked: covered the OR']);
    expect(reasons(await history('pnatarajan'))).toEqual([]);
    const day = await t.call(
      auditContract.history,
      { params: { area: 'call-calendar', id: '2026-12-07' } },
      tokens.pnatarajan,
    );
    expect(answered(day).entries.length).toBeGreaterThan(0);
    expect(day.text).not.toContain('covered the OR');
  });
});

describe('time off only for active surgeons', () => {
  it('asking or adding for an inactive surgeon is 422 naming surgeon_id', async () => {
    t.clock.set('2026-10-15T10:40');
    const inactive = await t.userId('pnatarajan');
    await t.db.updateTable('users').set({ user_status: 0 }).where('id', '=', inactive).execute();
    try {
      const asked = await t.call(
        timeOffRequestsContract.create,
        {
          body: {
            vacation_type: 'Vac.',
            start_date: '2027-01-04',
            end_date: '2027-01-05',
            surgeon_id: inactive,
          },
        },
        tokens.staff,
      );
      expect(asked.status).toBe(422);
      expect(refused(asked).errors!.surgeon_id![0]).toMatch(/inactive: time off is only for active surgeons/);
      const added = await t.call(
        timeOffContract.add,
        {
          body: {
            surgeon_id: inactive,
            vacation_type: 'Vac.',
            vacation_start_date: '2027-01-04',
            vacation_end_date: '2027-01-05',
            acknowledge_warnings: true,
          },
        },
        tokens.staff,
      );
      expect(added.status).toBe(422);
      expect(refused(added).errors!.surgeon_id).toBeDefined();
      const preview = await t.call(
        timeOffRequestsContract.preview,
        { query: { start_date: '2027-01-04', end_date: '2027-01-05', surgeon_id: inactive } },
        tokens.staff,
      );
      expect(preview.status).toBe(422);
      const rows = await t.db.selectFrom('time_off_requests').select('id').where('surgeon_id', '=', inactive).execute();
      expect(rows).toEqual([]);
    } finally {
      await t.db.updateTable('users').set({ user_status: 1 }).where('id', '=', inactive).execute();
    }
  });
});
