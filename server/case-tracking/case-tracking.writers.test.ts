import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { DayCaseProgress } from '../../shared/schemas/case-tracking.js';
import type { TestApp } from '../test/harness.js';
import { caseTrackingContract as contract } from '../../shared/contract/case-tracking.js';
import { auditContract } from '../../shared/contract/audit.js';
import { answered, refused } from '../test/call-declared.js';
import { connectSocket, joinRoom, nextEvent } from '../test/sockets.js';
import { buildCancel, buildCorrection, buildDelay, buildMilestone } from './case-tracking.factories.test-support.js';
import { caseTrackingApp, type CaseTrackingApp } from './case-tracking.test-support.js';

/** Case tracking's writers: who may write, stale versions and races, the day room's push, History's Undo. */
let t: TestApp;
let tokens: Record<string, string>;
let today: string;
let newCase: CaseTrackingApp['newCase'];

beforeAll(async () => {
  ({ t, tokens, today, newCase } = await caseTrackingApp());
});
afterAll(() => t.close());

const path = (eventId: number, rest = '') => `/api/case-tracking/${eventId}${rest}`;

describe('who may write, and stale versions', () => {
  const writes = (eventId: number) => {
    const params = { eventId };
    return [
      [
        path(eventId, '/milestones'),
        (token: string) => t.call(contract.setMilestone, { params, body: buildMilestone() }, token),
      ],
      [path(eventId, '/delay'), (token: string) => t.call(contract.delay, { params, body: buildDelay() }, token)],
      [path(eventId, '/cancel'), (token: string) => t.call(contract.cancel, { params, body: buildCancel() }, token)],
      [
        path(eventId, '/undo'),
        (token: string) => t.call(contract.undoLastStep, { params, body: { version: 1 } }, token),
      ],
      [
        path(eventId, '/milestones/checked_in'),
        (token: string) =>
          t.call(
            contract.correctMilestone,
            { params: { ...params, step: 'checked_in' }, body: buildCorrection({ version: 1 }) },
            token,
          ),
      ],
    ] as const;
  };

  it('refuses the CEO (role 2) every write with 403 and lets administrator, physician and staff write', async () => {
    const eventId = await newCase(today);
    for (const [url, write] of writes(eventId)) expect((await write(tokens.ceo!)).status, url).toBe(403);
    for (const [index, username] of ['admin', 'physician', 'staff'].entries()) {
      const step = (['checked_in', 'in_room', 'procedure_start'] as const)[index];
      const answer = await t.call(
        contract.setMilestone,
        { params: { eventId }, body: buildMilestone({ step, version: index }) },
        tokens[username],
      );
      expect(answer.status, username).toBe(200);
    }
  });

  it('answers 409 with the current progress to a stale version', async () => {
    const eventId = await newCase(today);
    await t.call(contract.setMilestone, { params: { eventId }, body: buildMilestone() }, tokens.staff);
    const stale = await t.call(
      contract.delay,
      { params: { eventId }, body: buildDelay({ version: 0 }) },
      tokens.physician,
    );
    expect(stale.status).toBe(409);
    expect(refused(stale).current).toMatchObject({ event_id: eventId, step: 'checked_in', version: 1 });
  });

  it('records one step when the same tap reaches it twice from one version: the second answers 409, nothing moves on', async () => {
    const eventId = await newCase(today);
    const [first, second] = await Promise.all([
      t.call(
        contract.setMilestone,
        { params: { eventId }, body: buildMilestone({ step: 'checked_in', version: 0 }) },
        tokens.staff,
      ),
      t.call(
        contract.setMilestone,
        { params: { eventId }, body: buildMilestone({ step: 'checked_in', version: 0 }) },
        tokens.staff,
      ),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(refused(loser).current).toMatchObject({ step: 'checked_in', version: 1 });
    const stored = answered(await t.call(contract.progress, { params: { eventId } }, tokens.staff));
    expect(stored).toMatchObject({ step: 'checked_in', version: 1 });
    expect(stored.milestones).toHaveLength(1);
  });
});

describe('live', () => {
  it("a day room's socket receives 'case:progress' and its snapshot holds the day's cases", async () => {
    const baseUrl = await t.listen();
    const eventId = await newCase(today);
    await t.call(contract.setMilestone, { params: { eventId }, body: buildMilestone() }, tokens.staff);
    const socket = await connectSocket(baseUrl, tokens.physician);
    try {
      const snapshot = await joinRoom<{ 'case-tracking': DayCaseProgress }>(socket, rooms.day(today));
      expect(snapshot['case-tracking'].cases[String(eventId)]).toMatchObject({ step: 'checked_in', version: 1 });
      const pushed = nextEvent(socket, 'case:progress');
      await t.call(contract.delay, { params: { eventId }, body: buildDelay({ version: 1 }) }, tokens.staff);
      expect(await pushed).toMatchObject({ event_id: eventId, delay: { note: 'Stuck in traffic' }, version: 2 });
    } finally {
      socket.close();
    }
  });
});

describe("History's Undo of a case-tracking entry", () => {
  it('puts back the progress the entry found, refuses an entry the case changed since, and undoes the undo', async () => {
    const eventId = await newCase(today);
    await t.call(contract.setMilestone, { params: { eventId }, body: buildMilestone() }, tokens.staff);
    await t.call(contract.delay, { params: { eventId }, body: buildDelay({ version: 1 }) }, tokens.staff);
    const history = async () =>
      answered(
        await t.call(auditContract.history, { params: { area: 'case-tracking', id: String(eventId) } }, tokens.staff),
      ).entries;
    const [delayEntry, milestoneEntry] = await history();
    expect([delayEntry!.undoable, milestoneEntry!.undoable]).toEqual([true, false]);
    expect(
      (await t.call(auditContract.undo, { params: { id: milestoneEntry!.id }, body: {} }, tokens.staff)).status,
    ).toBe(409);

    const undone = await t.call(auditContract.undo, { params: { id: delayEntry!.id }, body: {} }, tokens.staff);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    const undoEntry = answered(undone).entry;
    expect(undoEntry).toMatchObject({ area: 'case-tracking', action: 'undo' });
    expect((await t.call(contract.progress, { params: { eventId } }, tokens.staff)).body).toMatchObject({
      step: 'checked_in',
      delay: null,
      version: 3,
    });

    const redone = await t.call(auditContract.undo, { params: { id: undoEntry.id }, body: {} }, tokens.staff);
    expect(redone.status, JSON.stringify(redone.body)).toBe(200);
    const back = answered(await t.call(contract.progress, { params: { eventId } }, tokens.staff));
    expect(back).toMatchObject({ step: 'checked_in', delay: { reason: 'Patient late' }, version: 4 });
    expect(back.milestones).toHaveLength(1);
  });
});

describe('two writers from the same version', () => {
  it('exactly one is recorded; the other answers 409 with what was', async () => {
    const eventId = await newCase(today);
    const [a, b] = await Promise.all([
      t.call(contract.setMilestone, { params: { eventId }, body: buildMilestone() }, tokens.staff),
      t.call(contract.delay, { params: { eventId }, body: buildDelay() }, tokens.physician),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const progress = answered(await t.call(contract.progress, { params: { eventId } }, tokens.staff));
    expect(progress.version).toBe(1);
    expect(Boolean(progress.step) !== Boolean(progress.delay)).toBe(true);
  });
});
