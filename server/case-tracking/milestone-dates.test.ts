import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { insertCase } from '../or-metrics/or-metrics.factories.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { orMetricsContract } from '../../shared/contract/or-metrics.js';
import { answered } from '../test/call-declared.js';

/**
 * Milestones are dated on the case's day (or the next morning, for a case that ran past midnight),
 * never on a future day's case, never in the future; one recorded more than 30 minutes after its
 * time is a late entry, counted by the OR metrics (issue 30).
 */
let t: TestApp;
let token: string;
let surgeon: number;
beforeAll(async () => {
  t = await createTestApp({ now: '2031-03-12T10:40' });
  token = (await t.loginEach(['staff'])).staff!;
  surgeon = await t.userId('physician');
});
afterAll(() => t.close());

/** A case straight in the tables (nothing recorded yet: its progress row is at version 1). */
const caseOn = (date: string, start = '08:00', end = '09:00') =>
  insertCase(t.db, { date, start, end, location: 'PHH MOR', surgeonId: surgeon });
const record = (eventId: number, body: Record<string, unknown>) =>
  t.api(token).post(`/api/case-tracking/${eventId}/milestones`, { version: 1, ...body });

describe('when a milestone may be dated', () => {
  it('refuses one dated years back, on a later day, or on a future day’s case (422 on date)', async () => {
    t.clock.set('2031-03-12T10:40');
    const today = await caseOn('2031-03-12');
    const yearsBack = await record(today, { step: 'checked_in', date: '2000-01-01', time: '08:00' });
    expect(yearsBack.status).toBe(422);
    expect(yearsBack.body).toMatchObject({
      errors: { date: ["The date must be the case's day (03/12/2031) or the next morning, before 12:00 PM."] },
    });

    const lastWeek = await caseOn('2031-03-05');
    const laterDay = await record(lastWeek, { step: 'checked_in', date: '2031-03-07', time: '08:00' });
    expect(laterDay.status).toBe(422);
    expect(laterDay.body.errors.date).toHaveLength(1);
    // Taken now, without a date, it would be dated today: a later day too.
    expect((await record(lastWeek, { step: 'checked_in' })).status).toBe(422);

    const tomorrow = await caseOn('2031-03-13');
    for (const body of [{ step: 'checked_in' }, { step: 'checked_in', date: '2031-03-12', time: '08:00' }]) {
      const refused = await record(tomorrow, body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.date).toEqual(['The case is on 03/13/2031: its milestones are recorded on that day.']);
    }
    const rows = await t.db
      .selectFrom('case_milestones')
      .select('event_id')
      .where('event_id', 'in', [today, lastWeek, tomorrow])
      .execute();
    expect(rows).toEqual([]);
  });

  it('takes the next morning for a case that ran past midnight, not the next afternoon', async () => {
    t.clock.set('2031-03-12T13:00');
    const late = await caseOn('2031-03-11', '22:00', '23:45');
    expect((await record(late, { step: 'checked_in', date: '2031-03-11', time: '21:30' })).status).toBe(200);
    const morning = await record(late, { step: 'in_room', date: '2031-03-12', time: '00:15', version: 2 });
    expect(morning.status, JSON.stringify(morning.body)).toBe(200);
    const afternoon = await record(late, { step: 'procedure_start', date: '2031-03-12', time: '12:30', version: 3 });
    expect(afternoon.status).toBe(422);
    expect(afternoon.body.errors.date).toHaveLength(1);
  });
});

describe('late entries', () => {
  it('marks a milestone recorded over 30 minutes after its time, and the OR metrics count and show them', async () => {
    t.clock.set('2031-03-20T10:40');
    const eventId = await caseOn('2031-03-20', '07:30', '09:00');
    const checkedIn = await record(eventId, { step: 'checked_in', date: '2031-03-20', time: '07:00' });
    const inRoom = await record(eventId, { step: 'in_room', date: '2031-03-20', time: '10:10', version: 2 });
    const start = await record(eventId, { step: 'procedure_start', version: 3 });
    expect([checkedIn.status, inRoom.status, start.status]).toEqual([200, 200, 200]);
    expect(
      (start.body as CaseProgress).milestones.map((milestone) => [milestone.step, milestone.entered_late]),
    ).toEqual([
      ['checked_in', 1], // 3 h 40 min after
      ['in_room', 0], // exactly 30 minutes: within the grace
      ['procedure_start', 0],
    ]);

    const answer = await t.call(
      orMetricsContract.metrics,
      { query: { from: '2031-03-20', to: '2031-03-20', group: 'day' } },
      (await t.loginEach(['admin'])).admin!,
    );
    expect(answer.status).toBe(200);
    expect(answered(answer).total.late_entries).toBe(1);
    expect(answered(answer).periods[0]!.figures.late_entries).toBe(1);
  });
});
