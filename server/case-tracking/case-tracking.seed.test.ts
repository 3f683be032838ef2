import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILESTONES, hasReached, type Milestone } from '../../shared/case-tracking.js';
import { addDays } from '../../shared/dates.js';
import { GIVEN_DAY_DEMO_CLOCK } from '../db/seed.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { caseTrackingContract } from '../../shared/contract/case-tracking.js';
import { answered } from '../test/call-declared.js';

const TODAY = '2026-10-15'; // a Thursday
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ today: TODAY });
});
afterAll(() => t.close());

async function readDemo(app: TestApp) {
  const events = await app.db
    .selectFrom('schedule_events')
    .select(['id', 'event_date', 'start_time'])
    .where('purpose', '=', 'Procedure')
    .where('event_date', '>=', addDays(TODAY, -7))
    .where('event_date', '<=', TODAY)
    .orderBy('id')
    .execute();
  const progress = await app.db.selectFrom('case_progress').selectAll().orderBy('event_id').execute();
  const codes = await app.db.selectFrom('case_codes').selectAll().execute();
  const milestones = await app.db
    .selectFrom('case_milestones')
    .select(['event_id', 'step', 'at_date', 'at_time', 'set_by', 'set_at', 'entered_late'])
    .orderBy('id')
    .execute();
  return { events, progress, milestones, codes };
}

describe('the demo OR day and week', () => {
  it('reaches each case’s milestones in order, at times that never go back, its step the last of them', async () => {
    const { progress, milestones, codes } = await readDemo(t);
    expect(milestones.length).toBeGreaterThan(100);
    const codeOf = new Map(codes.map((row) => [row.event_id, row.code]));
    for (const row of progress) {
      const own = milestones.filter((milestone) => milestone.event_id === row.event_id);
      expect(own.map((milestone) => milestone.step)).toEqual(MILESTONES.slice(0, own.length));
      expect(row.step).toBe(own.at(-1)?.step ?? null);
      const moments = own.map((milestone) => `${milestone.at_date} ${milestone.at_time}`);
      expect(moments).toEqual([...moments].sort());
      expect(new Set(own.map((milestone) => milestone.at_date))).toEqual(
        new Set(own.length > 0 ? [own[0]!.at_date] : []),
      );
      expect(row.case_code).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/);
      expect(codeOf.get(row.event_id)).toBe(row.case_code);
    }
  });

  it('has every procedure of the past seven days done, or cancelled with a reason, with delays and late starts among them', async () => {
    const { events, progress, milestones } = await readDemo(t);
    const past = events.filter((event) => event.event_date < TODAY);
    expect(new Set(past.map((event) => event.event_date)).size).toBe(7);
    for (const event of past) {
      const row = progress.find((candidate) => candidate.event_id === event.id);
      if (row?.cancel_reason) expect(row.step).toBeNull();
      else expect(row?.step, `event ${event.id} on ${event.event_date}`).toBe('done');
    }
    const pastIds = new Set(past.map((event) => event.id));
    expect(progress.filter((row) => pastIds.has(row.event_id) && row.cancel_reason !== null)).toHaveLength(1);
    expect(progress.filter((row) => pastIds.has(row.event_id) && row.delay_reason !== null)).toHaveLength(2);
    const lateInRoom = past.filter((event) => {
      const inRoom = milestones.find((milestone) => milestone.event_id === event.id && milestone.step === 'in_room');
      return inRoom !== undefined && inRoom.at_time > event.start_time;
    });
    expect(lateInRoom.length).toBeGreaterThan(0);
  });

  it('puts nothing after the demo clock, and today at every stage: done, in the room, checked in, delayed, cancelled, not started', async () => {
    const { events, progress, milestones } = await readDemo(t);
    const now = `${TODAY} ${GIVEN_DAY_DEMO_CLOCK}`;
    for (const milestone of milestones) expect(`${milestone.at_date} ${milestone.at_time}` <= now).toBe(true);
    for (const row of progress) {
      if (row.delay_time) expect(`${row.delay_date} ${row.delay_time}` <= now).toBe(true);
      if (row.cancel_time) expect(`${row.cancel_date} ${row.cancel_time}` <= now).toBe(true);
    }
    const today = events.filter((event) => event.event_date === TODAY);
    const stepOf = (id: number) => (progress.find((row) => row.event_id === id)?.step ?? null) as Milestone | null;
    const rowOf = (id: number) => progress.find((row) => row.event_id === id);
    expect(today.some((event) => hasReached(stepOf(event.id), 'in_recovery'))).toBe(true);
    expect(today.some((event) => ['in_room', 'procedure_start', 'closing'].includes(stepOf(event.id) ?? ''))).toBe(
      true,
    );
    expect(today.some((event) => stepOf(event.id) === 'checked_in' && rowOf(event.id)?.delay_reason === null)).toBe(
      true,
    );
    const delayed = today.filter((event) => rowOf(event.id)?.delay_reason);
    expect(delayed).toHaveLength(1);
    expect(delayed[0]!.start_time < GIVEN_DAY_DEMO_CLOCK && !hasReached(stepOf(delayed[0]!.id), 'in_room')).toBe(true);
    expect(today.filter((event) => rowOf(event.id)?.cancel_reason)).toHaveLength(1);
    expect(today.some((event) => rowOf(event.id) === undefined)).toBe(true);
  });

  it('reads back through the API as the server tells it: the delayed case waits checked in, with its code and reason', async () => {
    const { events, progress } = await readDemo(t);
    const delayed = progress.find(
      (row) =>
        row.delay_reason !== null && events.some((event) => event.id === row.event_id && event.event_date === TODAY),
    )!;
    const answer = await t.call(
      caseTrackingContract.progress,
      { params: { eventId: delayed.event_id } },
      await t.login('ceo'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      event_id: delayed.event_id,
      event_date: TODAY,
      case_code: delayed.case_code,
      step: 'checked_in',
      delay: { reason: 'Pre-op incomplete', date: TODAY },
      cancellation: null,
      version: 2,
    });
    expect(answered(answer).milestones).toEqual([
      expect.objectContaining({
        step: 'checked_in',
        set_by_name: expect.stringMatching(/^(Maria Lopez|Kevin Brooks)$/),
        entered_late: 0,
      }),
    ]);
  });

  it('seeds the same rows again for the same day and clock', async () => {
    const again = await createTestApp({ today: TODAY });
    try {
      const [first, second] = [await readDemo(t), await readDemo(again)];
      expect(second.progress).toEqual(first.progress);
      expect(second.milestones).toEqual(first.milestones);
    } finally {
      await again.close();
    }
  });
});
