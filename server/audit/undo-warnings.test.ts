import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { lastAuditId } from './audit.test-support.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { auditContract } from '../../shared/contract/audit.js';
import { answered, refused, warningsOf } from '../test/call-declared.js';

let t: TestApp;
let tokens: Record<string, string>;
let surgeons: number[];

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginEach();
  surgeons = await Promise.all(['physician', 'pnatarajan'].map((name) => t.userId(name)));
});
afterAll(() => t.close());

const firstCallOn = async (date: string) => {
  const month = await t.call(
    callCalendarContract.entries,
    { query: { year: date.slice(0, 4), month: Number(date.slice(5, 7)) } },
    tokens.staff,
  );
  return (answered(month).entries as { date: string; surgeon_1st: number | null }[]).find((day) => day.date === date)
    ?.surgeon_1st;
};

describe('an undo that meets a soft rule answers the same warning as a save, and "Save anyway" applies it', () => {
  it('undoing a 1st-call change that would make two days running: 422 schedule_warning, nothing changed; acknowledged: 200', async () => {
    const [a, b] = surgeons as [number, number];
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2033-03-08', surgeon_1st: a }] } },
      tokens.staff,
    );
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2033-03-08', surgeon_1st: b, version: 1 }] } },
      tokens.staff,
    );
    const change = await lastAuditId(t);
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2033-03-09', surgeon_1st: a }] } },
      tokens.staff,
    );

    const refusal = await t.call(auditContract.undo, { params: { id: change }, body: {} }, tokens.staff);
    expect(refusal.status).toBe(422);
    expect(refused(refusal).errorType).toBe('schedule_warning');
    expect(warningsOf(refusal)[0]!.message).toMatch(/the day after a 1st call/);
    expect(await firstCallOn('2033-03-08')).toBe(b);

    const applied = await t.call(
      auditContract.undo,
      { params: { id: change }, body: { acknowledge_warnings: true } },
      tokens.staff,
    );
    expect(applied.status).toBe(200);
    expect(answered(applied).entry).toMatchObject({ area: 'call-calendar', action: 'undo', entity_id: '2033-03-08' });
    expect(await firstCallOn('2033-03-08')).toBe(a);
  });

  it('a bad acknowledge_warnings value is read as not acknowledged (still warned, nothing written)', async () => {
    const [a, b] = surgeons as [number, number];
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2033-04-12', surgeon_1st: a }] } },
      tokens.staff,
    );
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2033-04-12', surgeon_1st: b, version: 1 }] } },
      tokens.staff,
    );
    const change = await lastAuditId(t);
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2033-04-11', surgeon_1st: a }] } },
      tokens.staff,
    );
    const refusal = await t.call(
      auditContract.undo,
      { params: { id: change }, body: { acknowledge_warnings: 'maybe' } },
      tokens.staff,
    );
    expect(refusal.status).toBe(422);
    expect(await firstCallOn('2033-04-12')).toBe(b);
  });
});
