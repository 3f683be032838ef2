import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates.js';
import { procedureBody } from '../daily-schedule/daily-schedule.test-support.js';
import { entriesAfter, lastAuditId } from '../audit/audit.test-support.js';
import { caseTrackingContract } from '../../shared/contract/case-tracking.js';
import { myDayContract } from '../../shared/contract/my-day.js';
import { addCaseAs } from '../case-tracking/case-tracking.factories.test-support.js';
import { answered } from '../test/call-declared.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { timeOffContract } from '../../shared/contract/time-off.js';

let t: TestApp;
let tokens: Record<string, string>;
let reyes: number;
let chen: number;
let today: string;
let tomorrow: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-10-15T10:40' });
  today = t.clock.today();
  tomorrow = addDays(today, 1);
  tokens = await t.loginEach(['staff', 'dreyes', 'ceo']);
  [reyes, chen] = await Promise.all([t.userId('dreyes'), t.userId('mchen')]);
  const calls = await t.call(
    callCalendarContract.saveEntries,
    {
      body: {
        entries: [{ date: today, surgeon_1st: reyes, surgeon_2nd: chen, surgeon_o_am: null, surgeon_o_pm: null }],
        acknowledge_warnings: true,
      },
    },
    tokens.staff,
  );
  expect(calls.status).toBe(200);
  const event = await t.call(
    dailyScheduleContract.create,
    {
      body: procedureBody(reyes, {
        event_date: tomorrow,
        procedure: 'Open inguinal hernia repair',
        start_time: '21:00',
        end_time: '22:00',
        patient_last_name: 'Quillfeather',
        acknowledge_warnings: true,
      }),
    },
    tokens.staff,
  );
  expect(event.status, JSON.stringify(event.body)).toBe(201);
  const off = await t.call(
    timeOffContract.add,
    {
      body: {
        surgeon_id: reyes,
        vacation_type: 'CME.',
        vacation_start_date: addDays(today, 40),
        vacation_end_date: addDays(today, 42),
        acknowledge_warnings: true, // whatever calls the demo gave him then
      },
    },
    tokens.staff,
  );
  expect(off.status, JSON.stringify(off.body)).toBeLessThan(300);
});
afterAll(() => t.close());

describe('GET /api/me/day', () => {
  it('needs a session (401)', async () => {
    expect((await t.call(myDayContract.read, {})).status).toBe(401);
  });

  it("answers a physician's call today, case tomorrow (without the patient) and next time off", async () => {
    const answer = await t.call(myDayContract.read, {}, tokens.dreyes);
    expect(answer.status).toBe(200);
    const body = answered(answer);
    expect(body.today).toMatchObject({ date: today });
    expect(body.today.calls).toContain('1st');
    expect(body.tomorrow.date).toBe(tomorrow);
    expect(body.tomorrow.cases).toContainEqual(
      expect.objectContaining({ procedure: 'Open inguinal hernia repair', start_time: '21:00' }),
    );
    expect(answer.text).not.toContain('Quillfeather');
    expect(body.nextTimeOff).toEqual({ vacation_type: 'CME.', from: addDays(today, 40), to: addDays(today, 42) });
    expect(body.onCall.first).toMatchObject({ id: reyes, name: 'David Reyes' });
    expect(body.onCall.second).toMatchObject({ id: chen });
  });

  it('tells someone without a surgeon column who is on call, and nothing of their own', async () => {
    const body = answered(await t.call(myDayContract.read, {}, tokens.ceo));
    expect(body.onCall.first!.id).toBe(reyes);
    expect(body.today.calls).toEqual([]);
    expect(body.nextTimeOff).toBeNull();
  });
});

describe('one answer for the whole card', () => {
  it("carries each procedure's progress, so the card reads nothing more: recorded, or version 0 when nothing is", async () => {
    const started = await addCaseAs(t, tokens.staff!, reyes, {
      event_date: today,
      start_time: '07:00',
      end_time: '08:00',
    });
    const milestone = { params: { eventId: started }, body: { step: 'checked_in' as const, version: 0 } };
    answered(await t.call(caseTrackingContract.setMilestone, milestone, tokens.staff));
    const day = answered(await t.call(myDayContract.read, {}, tokens.dreyes));
    const progressOf = (id: number) => day.today.cases.find((item) => item.id === id)?.progress;
    expect(progressOf(started)).toMatchObject({ event_id: started, step: 'checked_in', version: 1 });
    const later = day.tomorrow.cases.find((item) => item.procedure === 'Open inguinal hernia repair')!;
    expect(later.progress).toMatchObject({ event_id: later.id, step: null, version: 0, milestones: [] });
    expect(later.progress?.case_code).toMatch(/\S/);
    for (const item of [...day.today.cases, ...day.tomorrow.cases])
      expect(item.progress === null).toBe(item.purpose !== 'Procedure');
  });
});

describe('what My day leaves in the audit trail', () => {
  it("records a physician's look at their own cases once a day, never as a look at the day's schedule", async () => {
    for (let i = 0; i < 3; i += 1) expect((await t.call(myDayContract.read, {}, tokens.dreyes)).status).toBe(200);
    const own = await t.db
      .selectFrom('audit_log')
      .select(['area', 'action', 'entity_id'])
      .where('actor_user_id', '=', reyes)
      .where('action', 'in', ['view', 'view-own'])
      .execute();
    expect(own).toEqual([{ area: 'daily-schedule', action: 'view-own', entity_id: today }]);
  });

  it('records nothing for someone whose My day has no cases (staff, CEO)', async () => {
    const since = await lastAuditId(t);
    for (const who of ['staff', 'ceo']) expect((await t.call(myDayContract.read, {}, tokens[who])).status).toBe(200);
    expect(await entriesAfter(t, since)).toEqual([]);
  });
});
