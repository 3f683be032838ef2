import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatUsDate } from '../../shared/dates.js';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { MILESTONES } from '../../shared/case-tracking.js';
import type { TestApp } from '../test/harness.js';
import { caseTrackingApp, type CaseTrackingApp } from './case-tracking.test-support.js';
import { caseTrackingContract as contract } from '../../shared/contract/case-tracking.js';
import type { CallInput } from '../../shared/contract/endpoint.js';
import { answered, refused } from '../test/call-declared.js';
import {
  addCaseAs,
  buildCancel,
  buildCorrection,
  buildDelay,
  buildMilestone,
} from './case-tracking.factories.test-support.js';

let t: TestApp;
let tokens: Record<string, string>;
let surgeon: number;
let today: string;
let yesterday: string;
let newCase: CaseTrackingApp['newCase'];

beforeAll(async () => {
  ({ t, tokens, surgeon, today, yesterday, newCase } = await caseTrackingApp());
});
afterAll(() => t.close());

const path = (eventId: number, rest = '') => `/api/case-tracking/${eventId}${rest}`;

type Step = CallInput<typeof contract.setMilestone>['body']['step'];
/** Staff records `step` at yesterday's `time`: the answer, whatever it is. */
const trySetAt = (eventId: number, step: Step, time: string, version: number) =>
  t.call(contract.setMilestone, { params: { eventId }, body: { step, date: yesterday, time, version } }, tokens.staff);

async function setAt(eventId: number, step: Step, time: string, version: number): Promise<CaseProgress> {
  const answer = await trySetAt(eventId, step, time, version);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answered(answer);
}

describe('a case before anything is recorded', () => {
  it('answers version 0, no milestones, and the family case code of the event', async () => {
    const eventId = await newCase(today);
    const answer = await t.call(contract.progress, { params: { eventId } }, tokens.ceo);
    expect(answer.status).toBe(200);
    const stored = await t.db.selectFrom('case_codes').selectAll().where('event_id', '=', eventId).execute();
    expect(stored).toEqual([
      { event_id: eventId, code: expect.stringMatching(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/), issued_on: today },
    ]);
    expect(answer.body).toEqual({
      event_id: eventId,
      event_date: today,
      case_code: stored[0]!.code,
      step: null,
      milestones: [],
      delay: null,
      cancellation: null,
      version: 0,
    });
  });

  it.each(['Meeting', 'Office'] as const)('a %s event is no case (404)', async (purpose) => {
    const body = { event_date: today, purpose, start_time: '23:00', end_time: '23:15', procedure: 'Staff meeting' };
    const eventId = await addCaseAs(t, tokens.staff!, surgeon, body);
    expect((await t.call(contract.progress, { params: { eventId } }, tokens.staff)).status).toBe(404);
    const set = await t.call(contract.setMilestone, { params: { eventId }, body: buildMilestone() }, tokens.staff);
    expect(set.status).toBe(404);
    expect(refused(set).message).toBe('Case not found.');
  });
});

describe('milestones in order', () => {
  it('records the next step now on the practice clock, with who set it, and refuses any other step by name', async () => {
    const eventId = await newCase(today);
    const skipped = await t.call(
      contract.setMilestone,
      { params: { eventId }, body: buildMilestone({ step: 'in_room' }) },
      tokens.staff,
    );
    expect(skipped.status).toBe(422);
    expect(refused(skipped).errors?.step).toEqual(['Expected next step: Checked in.']);

    const first = await t.call(contract.setMilestone, { params: { eventId }, body: buildMilestone() }, tokens.staff);
    expect(first.status).toBe(200);
    // The body as sent: the milestone below is compared whole, undeclared fields included.
    const progress = JSON.parse(first.text) as CaseProgress;
    expect(progress).toMatchObject({ step: 'checked_in', version: 1 });
    expect(progress.milestones).toEqual([
      {
        step: 'checked_in',
        date: today,
        time: expect.stringMatching(/^\d\d:\d\d$/),
        set_by: await t.userId('staff'),
        set_by_name: expect.any(String),
        entered_late: 0,
        correction_reason: null,
      },
    ]);
    expect(progress.milestones[0]!.set_by_name.length).toBeGreaterThan(0);

    const again = await t.call(
      contract.setMilestone,
      { params: { eventId }, body: buildMilestone({ version: 1 }) },
      tokens.staff,
    );
    expect(refused(again).errors?.step).toEqual(['Expected next step: In room.']);
  });

  it('refuses a time before the previous milestone and one in the future', async () => {
    const eventId = await newCase(yesterday);
    await setAt(eventId, 'checked_in', '08:00', 0);
    const earlier = await trySetAt(eventId, 'in_room', '07:59', 1);
    expect(earlier.status).toBe(422);
    expect(refused(earlier).errors?.time).toEqual([
      `The time may not be before Checked in (${formatUsDate(yesterday)} 08:00 AM).`,
    ]);
    const future = await t.call(
      contract.setMilestone,
      {
        params: { eventId },
        body: {
          step: 'in_room',
          date: addDays(today, 1),
          time: '00:00',
          version: 1,
        },
      },
      tokens.staff,
    );
    expect(future.status).toBe(422);
    expect(refused(future).errors?.time).toEqual(['The time may not be in the future.']);
  });

  it("names the milestone's time in the practice's format (MM/DD/YYYY, 12-hour)", async () => {
    const eventId = await newCase(yesterday);
    await setAt(eventId, 'checked_in', '14:09', 0);
    const earlier = await trySetAt(eventId, 'in_room', '14:08', 1);
    expect(earlier.status).toBe(422);
    const [year, month, day] = yesterday.split('-');
    expect(refused(earlier).errors?.time).toEqual([
      `The time may not be before Checked in (${month}/${day}/${year} 02:09 PM).`,
    ]);
  });

  it("marks a milestone of an earlier day entered late, and the day's own not", async () => {
    const eventId = await newCase(yesterday);
    const progress = await setAt(eventId, 'checked_in', '08:00', 0);
    expect(progress.milestones[0]).toMatchObject({ date: yesterday, time: '08:00', entered_late: 1 });
  });

  it("takes yesterday's case's milestone the next morning, timed now, as recorded as it happened", async () => {
    t.clock.set(`${today}T09:00`);
    try {
      const eventId = await newCase(yesterday);
      const set = await t.call(contract.setMilestone, { params: { eventId }, body: buildMilestone() }, tokens.staff);
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(answered(set).milestones[0]).toMatchObject({ date: today, time: '09:00', entered_late: 0 });
    } finally {
      t.clock.reset();
    }
  });

  it('says when the case is done: nothing follows', async () => {
    const eventId = await newCase(yesterday);
    let version = 0;
    for (const [index, step] of MILESTONES.entries())
      version = (await setAt(eventId, step, `08:0${index}`, version)).version;
    const after = await t.call(
      contract.setMilestone,
      { params: { eventId }, body: buildMilestone({ step: 'done', version }) },
      tokens.staff,
    );
    expect(refused(after).errors?.step).toEqual(['The case is done.']);
  });
});

describe('corrections', () => {
  it('need a reason, keep the order of times, and store the reason', async () => {
    const eventId = await newCase(yesterday);
    await setAt(eventId, 'checked_in', '08:00', 0);
    await setAt(eventId, 'in_room', '08:30', 1);
    const url = path(eventId, '/milestones/checked_in');
    const correct = (body: CallInput<typeof contract.correctMilestone>['body']) =>
      t.call(contract.correctMilestone, { params: { eventId, step: 'checked_in' }, body }, tokens.staff);
    // Without its required reason: a body the typed input cannot carry.
    const noReason = await t.api(tokens.staff).put(url, { time: '08:10', version: 2 });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toBeDefined();
    const pastNext = await correct(buildCorrection({ time: '08:31', version: 2 }));
    expect(refused(pastNext).errors?.time).toEqual([
      `The time may not be after In room (${formatUsDate(yesterday)} 08:30 AM).`,
    ]);
    const notRecorded = await t.call(
      contract.correctMilestone,
      { params: { eventId, step: 'closing' }, body: buildCorrection({ version: 2 }) },
      tokens.staff,
    );
    expect(notRecorded.status).toBe(422);
    const corrected = await correct(buildCorrection({ time: '08:10', version: 2 }));
    expect(corrected.status).toBe(200);
    expect(answered(corrected).milestones[0]).toMatchObject({
      time: '08:10',
      correction_reason: 'Clock on the wall was wrong',
    });
  });
});

describe('delay, cancellation and undo of the last step', () => {
  it('requires a note for Other', async () => {
    const eventId = await newCase(today);
    const delay = await t.call(
      contract.delay,
      { params: { eventId }, body: buildDelay({ reason: 'Other', note: '' }) },
      tokens.staff,
    );
    expect(refused(delay).errors?.note).toEqual(['The note field is required when the reason is Other.']);
    const cancel = await t.call(
      contract.cancel,
      { params: { eventId }, body: buildCancel({ reason: 'Other', note: ' ' }) },
      tokens.staff,
    );
    expect(refused(cancel).errors?.note).toEqual(['The note field is required when the reason is Other.']);
  });

  it('undoes whichever came last: the cancellation, then the delay, then the milestone', async () => {
    const eventId = await newCase(today);
    await t.call(contract.setMilestone, { params: { eventId }, body: buildMilestone() }, tokens.staff);
    const delayed = await t.call(
      contract.delay,
      { params: { eventId }, body: buildDelay({ version: 1 }) },
      tokens.staff,
    );
    expect(delayed.body.delay).toMatchObject({ reason: 'Patient late', note: 'Stuck in traffic', date: today });
    const cancelled = await t.call(
      contract.cancel,
      { params: { eventId }, body: buildCancel({ version: 2 }) },
      tokens.staff,
    );
    expect(cancelled.body.cancellation).toMatchObject({ reason: 'Patient declined' });
    const noMore = await t.call(
      contract.setMilestone,
      { params: { eventId }, body: buildMilestone({ step: 'in_room', version: 3 }) },
      tokens.staff,
    );
    expect(refused(noMore).errors?.step).toEqual(['The case is cancelled.']);
    const twice = await t.call(
      contract.cancel,
      { params: { eventId }, body: buildCancel({ version: 3 }) },
      tokens.staff,
    );
    expect(twice.status).toBe(422);

    const undo = (version: number) =>
      t.call(contract.undoLastStep, { params: { eventId }, body: { version } }, tokens.staff);
    expect((await undo(3)).body).toMatchObject({ cancellation: null, delay: { reason: 'Patient late' }, version: 4 });
    expect((await undo(4)).body).toMatchObject({ delay: null, step: 'checked_in', version: 5 });
    expect((await undo(5)).body).toMatchObject({ step: null, milestones: [], version: 6 });
    const nothing = await undo(6);
    expect(nothing.status).toBe(422);
  });

  it('undoes a milestone set after a delay before the delay', async () => {
    const eventId = await newCase(today);
    await t.call(contract.delay, { params: { eventId }, body: buildDelay() }, tokens.staff);
    await t.call(contract.setMilestone, { params: { eventId }, body: buildMilestone({ version: 1 }) }, tokens.staff);
    const undone = await t.call(contract.undoLastStep, { params: { eventId }, body: { version: 2 } }, tokens.staff);
    expect(undone.body).toMatchObject({ step: null, delay: { reason: 'Patient late' } });
  });

  it('refuses a delay once the case is out of the room', async () => {
    const eventId = await newCase(yesterday);
    let version = 0;
    for (const [index, step] of (
      ['checked_in', 'in_room', 'procedure_start', 'closing', 'out_of_room'] as const
    ).entries()) {
      version = (await setAt(eventId, step, `09:0${index}`, version)).version;
    }
    const delay = await t.call(contract.delay, { params: { eventId }, body: buildDelay({ version }) }, tokens.staff);
    expect(delay.status).toBe(422);
    expect(refused(delay).errors?.reason).toEqual(['A case out of the room can no longer be marked delayed.']);
  });
});
