import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates.js';
import { caseTrackingContract as contract } from '../../shared/contract/case-tracking.js';
import { START_TIMES } from '../../shared/schedule-times.js';
import { answered } from '../test/call-declared.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { dayCaseProgress } from './case-tracking.live.js';
import { addCaseAs, buildDelay, buildMilestone } from './case-tracking.factories.test-support.js';

let t: TestApp;
let staff: string;
let surgeon: number;
let day: string;
let yesterday: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2031-05-20T09:00' });
  staff = await t.login('staff');
  surgeon = await t.userId('physician');
  yesterday = addDays(t.clock.today(), -1);
  day = addDays(t.clock.today(), -2);
  // The demo practice's own cases of these days would overlap the ones the test adds.
  await t.db
    .updateTable('schedule_events')
    .set({ is_archived: 1 })
    .where('event_date', 'in', [day, yesterday])
    .execute();
});
afterAll(() => t.close());

let slot = 0;
/** A new case on `date`, each in a quarter hour of its own. */
const newCase = (date: string) => {
  const [start_time, end_time] = [START_TIMES[slot]!, START_TIMES[slot + 1]!];
  slot += 1;
  return addCaseAs(t, staff, surgeon, { event_date: date, start_time, end_time });
};

describe('the day room part', () => {
  it("reads every case of a day in two statements, whatever their number, and leaves out other days' cases", async () => {
    const statements: string[] = [];
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const read = async () => {
      statements.length = 0;
      const part = await dayCaseProgress(t.db.withPlugin(counter), day);
      return { part, statements: statements.length };
    };
    const milestone = async (eventId: number, date: string) =>
      answered(
        await t.call(
          contract.setMilestone,
          { params: { eventId }, body: buildMilestone({ date, time: '08:00' }) },
          staff,
        ),
      );
    const ids = [await newCase(day), await newCase(day), await newCase(day)];
    // Dated on each case's own day (issue 30).
    await milestone(await newCase(yesterday), yesterday);
    await milestone(ids[0]!, day);
    const one = await read();
    expect(Object.keys(one.part.cases)).toEqual([String(ids[0])]);
    for (const eventId of ids.slice(1))
      answered(await t.call(contract.delay, { params: { eventId }, body: buildDelay() }, staff));
    const three = await read();
    expect(Object.keys(three.part.cases).sort()).toEqual(ids.map(String).sort());
    expect(three.part.cases[String(ids[0])]!.milestones).toHaveLength(1);
    expect([one.statements, three.statements]).toEqual([2, 2]);
  });
});
