import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { momentInstant } from '../../shared/practice-clock.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { entriesAfter, lastAuditId } from '../audit/audit.test-support.js';
import type { TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, recordEvents, settle, type TestSocket } from '../test/sockets.js';
import { runDueSteps } from './paging-runner.js';
import { PAGING_TODAY, startPagingWorld, type PagingWorld } from './paging.test-support.js';
import { pagingContract } from '../../shared/contract/paging.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { answered, refused } from '../test/call-declared.js';

/**
 * Pages with an escalation ladder (issue 34), on the practice's clock (paging.test-support.ts).
 * The notification's Acknowledge button is tested in acknowledge-link.test.ts.
 */
let world: PagingWorld;
let t: TestApp;
let tokens: Record<string, string>;
const ids: Record<string, number> = {};
const TODAY = PAGING_TODAY;

beforeAll(async () => {
  world = await startPagingWorld();
  ({ t, tokens } = world);
  Object.assign(ids, world.ids);
});
afterAll(() => t.close());

const setCalls = (first: string, second: string) => world.setCalls(first, second);
const page = (from: string, to: 'first' | 'second' | number, text?: string) => world.page(from, to, text);
const stepsOf = (pageId: number) => world.stepsOf(pageId);
/** The instant of TODAY at 09:00 plus `minutes`, at the practice (ISO, UTC). */
const at = (minutes: number) =>
  new Date(momentInstant(`${TODAY}T09:00`, t.clock.timeZone)!.getTime() + minutes * 60_000).toISOString();
const sentTo = (row: { sent_to: string | null }) =>
  row.sent_to === null ? null : (JSON.parse(row.sent_to) as number[]);

// Each test's pages only: the steps left by an earlier test are stopped.
beforeEach(() => world.reset());

describe('the ladder', () => {
  it('sends each step at its time and not before', async () => {
    const made = await page('staff', 'first');
    expect(made.steps.map((step) => [step.due_at, step.target])).toEqual([
      [at(0), 'first'],
      [at(2), 'first'],
      [at(5), 'second'],
      [at(10), 'schedulers'],
    ]);
    expect(made.steps.every((step) => step.sent_at === null)).toBe(true);

    await runDueSteps(t.app, 'node-a');
    expect((await stepsOf(made.id)).map(sentTo)).toEqual([[ids.physician], null, null, null]);

    t.clock.set(`${TODAY}T09:01`);
    await runDueSteps(t.app, 'node-a');
    expect((await stepsOf(made.id)).map(sentTo)).toEqual([[ids.physician], null, null, null]);

    t.clock.set(`${TODAY}T09:02`);
    await runDueSteps(t.app, 'node-a');
    t.clock.set(`${TODAY}T09:04`);
    await runDueSteps(t.app, 'node-a');
    expect((await stepsOf(made.id)).map(sentTo)).toEqual([[ids.physician], [ids.physician], null, null]);

    t.clock.set(`${TODAY}T09:05`);
    await runDueSteps(t.app, 'node-a');
    t.clock.set(`${TODAY}T09:10`);
    await runDueSteps(t.app, 'node-a');
    const schedulers = [ids.admin, ids.ceo, ids.staff];
    const last = await stepsOf(made.id);
    expect(last.map(sentTo).slice(0, 3)).toEqual([[ids.physician], [ids.physician], [ids.pnatarajan]]);
    expect(new Set(sentTo(last[3]!))).toEqual(new Set([...schedulers, await t.userId('kbrooks')]));
    expect(last.map((step) => step.sent_at?.slice(0, 16))).toEqual([0, 2, 5, 10].map((m) => at(m).slice(0, 16)));
  });

  it('sends no step after an acknowledgement', async () => {
    const made = await page('staff', 'first');
    await runDueSteps(t.app, 'node-a');
    const acknowledged = await t.call(pagingContract.acknowledge, { params: { id: made.id } }, tokens.physician);
    expect(acknowledged.status).toBe(200);
    expect(answered(acknowledged).page.acknowledged_by).toMatchObject({ id: ids.physician, initial: 'JC' });
    expect(answered(acknowledged).page.steps.map((step) => step.stopped)).toEqual([false, true, true, true]);

    t.clock.set(`${TODAY}T09:30`);
    expect(await runDueSteps(t.app, 'node-a')).toBe(0);
    expect((await stepsOf(made.id)).map(sentTo)).toEqual([[ids.physician], null, null, null]);
  });

  it('reaches the new 1st call when the calendar changes between steps', async () => {
    const made = await page('staff', 'first');
    await runDueSteps(t.app, 'node-a');
    await setCalls('mchen', 'pnatarajan');
    t.clock.set(`${TODAY}T09:02`);
    await runDueSteps(t.app, 'node-a');
    const steps = await stepsOf(made.id);
    expect(steps.map(sentTo).slice(0, 2)).toEqual([[ids.physician], [ids.mchen]]);
    // Both reached the page: either may acknowledge it.
    const view = await t.call(pagingContract.show, { params: { id: made.id } }, tokens.physician);
    expect(view.status).toBe(200);
    expect(answered(view).page.steps[1]!.sent_to).toEqual([{ id: ids.mchen, name: 'Michael Chen', initial: 'MC' }]);
  });

  it('pages a person at each 1st/2nd-call step, and the schedulers at theirs', async () => {
    const made = await page('physician', ids.dreyes!);
    expect(made.steps.map((step) => step.target)).toEqual(['person', 'person', 'person', 'schedulers']);
    t.clock.set(`${TODAY}T09:05`);
    await runDueSteps(t.app, 'node-a');
    expect((await stepsOf(made.id)).map(sentTo)).toEqual([[ids.dreyes], [ids.dreyes], [ids.dreyes], null]);
  });

  it('records a step that resolves to nobody as sent to nobody', async () => {
    const { version } = await t.db
      .selectFrom('call_entries')
      .select('version')
      .where('date', '=', TODAY)
      .executeTakeFirstOrThrow();
    const day = { date: TODAY, surgeon_1st: null, surgeon_2nd: ids.pnatarajan, version };
    expect(
      (
        await t.call(
          callCalendarContract.saveEntries,
          { body: { entries: [day], acknowledge_warnings: true } },
          tokens.admin,
        )
      ).status,
    ).toBe(200);
    const made = await page('staff', 'first');
    expect(await runDueSteps(t.app, 'node-a')).toBe(1);
    const [first] = await stepsOf(made.id);
    expect(first).toMatchObject({ sent_to: '[]', claimed_by: 'node-a' });
    expect(first!.sent_at).not.toBeNull();
  });

  it('sends a due step once when two nodes race for it', async () => {
    const made = await page('staff', 'second');
    const before = await lastAuditId(t);
    const [a, b] = await Promise.all([runDueSteps(t.app, 'node-a'), runDueSteps(t.app, 'node-b')]);
    expect(a + b).toBe(1);
    const [first] = await stepsOf(made.id);
    expect(sentTo(first!)).toEqual([ids.pnatarajan]);
    expect(['node-a', 'node-b']).toContain(first!.claimed_by);
    // A page to 2nd call escalates to 1st call at the ladder's 'second' step.
    expect(made.steps.map((step) => step.target)).toEqual(['second', 'second', 'first', 'schedulers']);
    const sends = (await entriesAfter(t, before)).filter((entry) => entry.area === 'pages');
    expect(sends.map((entry) => [entry.action, entry.entity_id])).toEqual([['send', String(made.id)]]);
  });

  it('a runner started anew sends the remaining steps, none twice', async () => {
    const made = await page('staff', 'first');
    t.clock.set(`${TODAY}T09:02`);
    expect(await runDueSteps(t.app, 'node-before-restart')).toBe(2);
    // The node restarts with a new id: the steps already sent stay sent.
    expect(await runDueSteps(t.app, 'node-after-restart')).toBe(0);
    t.clock.set(`${TODAY}T09:10`);
    expect(await runDueSteps(t.app, 'node-after-restart')).toBe(2);
    expect(await runDueSteps(t.app, 'node-before-restart')).toBe(0);
    const steps = await stepsOf(made.id);
    expect(steps.map((step) => step.claimed_by)).toEqual([
      'node-before-restart',
      'node-before-restart',
      'node-after-restart',
      'node-after-restart',
    ]);
    expect(steps.every((step) => step.sent_at !== null)).toBe(true);
  });

  it('audits each step it sends, from the runner', async () => {
    const made = await page('staff', 'first');
    const before = await lastAuditId(t);
    t.clock.set(`${TODAY}T09:02`);
    await runDueSteps(t.app, 'node-a');
    const entries = (await entriesAfter(t, before)).filter((entry) => entry.area === 'pages');
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => [entry.actor_user_id, entry.actor_name, entry.action])).toEqual([
      [null, 'Paging ladder', 'send'],
      [null, 'Paging ladder', 'send'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('Bed 4');
    expect(made.id).toBeGreaterThan(0);
  });
});

describe('pushes', () => {
  it("push each step's recipients with high urgency: who pages and where to answer, never the text", async () => {
    const toPeople = vi.spyOn(t.app.pushes, 'toPeople').mockResolvedValue(undefined);
    try {
      const made = await page('staff', 'first', 'Bed 4: Mr Smith, chest pain');
      await runDueSteps(t.app, 'node-a');
      // Sent beside the commit, not awaited by the runner.
      await vi.waitFor(() => expect(toPeople).toHaveBeenCalledTimes(1));
      const [userIds, payloadOf, options] = toPeople.mock.calls[0]!;
      expect(userIds).toEqual([ids.physician]);
      expect(options).toEqual({ kind: 'page', topic: `page-${made.id}`, urgency: 'high' });
      const payload = await payloadOf(ids.physician!);
      expect(payload).toEqual({
        kind: 'page',
        title: 'Page from Maria Lopez',
        body: 'Open the portal to answer.',
        unread: expect.any(Number),
        url: `/pages/${made.id}`,
        tag: `page-${made.id}`,
        acknowledge: {
          url: `/api/pages/${made.id}/acknowledge-from-notification`,
          token: expect.stringMatching(new RegExp(`^${ids.physician}\\.\\d+\\.[\\w-]{43}$`)),
        },
      });
      expect(JSON.stringify(payload)).not.toMatch(/Smith|chest/);
    } finally {
      toPeople.mockRestore();
    }
  });

  it('pushes nobody for a step that reached nobody', async () => {
    const toPeople = vi.spyOn(t.app.pushes, 'toPeople').mockResolvedValue(undefined);
    try {
      // Paged while active, deactivated before the first step went out.
      await page('staff', ids.dreyes!);
      await t.db.updateTable('users').set({ user_status: 0 }).where('id', '=', ids.dreyes!).execute();
      expect(await runDueSteps(t.app, 'node-a')).toBe(1);
      await settle();
      expect(toPeople).not.toHaveBeenCalled();
    } finally {
      await t.db.updateTable('users').set({ user_status: 1 }).where('id', '=', ids.dreyes!).execute();
      toPeople.mockRestore();
    }
  });
});

describe('live', () => {
  let sockets: TestSocket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.close()));

  it("tells the sender's and the recipients' rooms at each step and at the acknowledgement", async () => {
    const url = await t.listen();
    const socketOf = async (user: string) => {
      const socket = await connectSocket(url, tokens[user]);
      await joinRoom(socket, rooms.user(ids[user]!));
      sockets.push(socket);
      return socket;
    };
    const [sender, holder, other] = [await socketOf('staff'), await socketOf('physician'), await socketOf('mchen')];
    const toOther = recordEvents(other, 'page:updated');

    const created = nextEvent(sender, 'page:updated');
    const made = await page('staff', 'first');
    expect((await created).id).toBe(made.id);

    const senderSees = nextEvent(sender, 'page:updated');
    const holderSees = nextEvent(holder, 'page:updated');
    await runDueSteps(t.app, 'node-a');
    expect((await senderSees).steps[0]!.sent_to.map((person) => person.initial)).toEqual(['JC']);
    expect((await holderSees).text).toBe('Bed 4 needs you');

    const senderAck = nextEvent(sender, 'page:updated');
    const holderAck = nextEvent(holder, 'page:updated');
    await t.call(pagingContract.acknowledge, { params: { id: made.id } }, tokens.physician);
    expect((await senderAck).acknowledged_by?.initial).toBe('JC');
    expect((await holderAck).acknowledged_at).not.toBeNull();
    await settle();
    expect(toOther).toEqual([]);
    sockets = [sender, holder, other];
  });
});

describe('refusals', () => {
  it('acknowledge: 404 for no such page, 403 for one not sent to me, 409 naming who acknowledged', async () => {
    expect((await t.call(pagingContract.acknowledge, { params: { id: '999999' } }, tokens.physician)).status).toBe(404);
    const made = await page('staff', 'first');
    // Not sent to anyone yet: even 1st call may not acknowledge it before it reaches them.
    expect((await t.call(pagingContract.acknowledge, { params: { id: made.id } }, tokens.physician)).status).toBe(403);
    await runDueSteps(t.app, 'node-a');
    expect((await t.call(pagingContract.acknowledge, { params: { id: made.id } }, tokens.mchen)).status).toBe(403);
    expect((await t.call(pagingContract.acknowledge, { params: { id: made.id } }, tokens.staff)).status).toBe(403);
    expect((await t.call(pagingContract.acknowledge, { params: { id: made.id } }, tokens.physician)).status).toBe(200);
    const again = await t.call(pagingContract.acknowledge, { params: { id: made.id } }, tokens.physician);
    expect(again.status).toBe(409);
    expect(refused(again).message).toMatch(/^Already acknowledged by James Carter at \d\d:\d\d\.$/);
    expect(refused(again).current).toMatchObject({ id: made.id });
  });

  it('a page is seen by its sender and recipients only', async () => {
    const made = await page('staff', 'first');
    await runDueSteps(t.app, 'node-a');
    expect((await t.call(pagingContract.show, { params: { id: made.id } }, tokens.staff)).status).toBe(200);
    expect((await t.call(pagingContract.show, { params: { id: made.id } }, tokens.physician)).status).toBe(200);
    expect((await t.call(pagingContract.show, { params: { id: made.id } }, tokens.mchen)).status).toBe(403);
    expect((await t.call(pagingContract.show, { params: { id: '999999' } }, tokens.mchen)).status).toBe(404);
    const mine = await t.call(pagingContract.list, {}, tokens.physician);
    expect(answered(mine).pages[0]!.id).toBe(made.id);
    const others = await t.call(pagingContract.list, {}, tokens.mchen);
    expect(answered(others).pages.map((p) => p.id)).not.toContain(made.id);
  });

  it('POST /api/pages: 422 per field', async () => {
    const post = (body: unknown) => t.api(tokens.staff).post('/api/pages', body);
    const missing = await post({ to: 'first' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['text']);
    expect((await post({ to: 'first', text: 'x'.repeat(201) })).body.errors.text).toBeDefined();
    expect((await post({ to: 'first', text: 'a\u0007b' })).body.errors.text).toBeDefined();
    expect((await post({ to: 'third', text: 'hi' })).body.errors.to).toBeDefined();
    const inactive = await post({ to: await t.userId('tbell'), text: 'hi' });
    expect(inactive.status).toBe(422);
    expect(inactive.body.errors.to).toEqual(['No active user has that id.']);
    expect((await post({ to: 987654, text: 'hi' })).body.errors.to).toBeDefined();
  });

  it('the ladder: anyone reads it, administrators set it, each step checked', async () => {
    expect(answered(await t.call(pagingContract.ladder, {}, tokens.physician)).steps).toHaveLength(4);
    const ladder = {
      steps: [
        { after_seconds: 0, to: 'first' as const },
        { after_seconds: 60, to: 'schedulers' as const },
      ],
    };
    expect((await t.call(pagingContract.setLadder, { body: ladder }, tokens.staff)).status).toBe(403);
    expect((await t.call(pagingContract.setLadder, { body: ladder }, tokens.ceo)).status).toBe(403);
    const put = (steps: unknown) => t.api(tokens.admin).put('/api/paging/ladder', { steps });
    const tooClose = await put([
      { after_seconds: 0, to: 'first' },
      { after_seconds: 60, to: 'first' },
      { after_seconds: 89, to: 'second' },
    ]);
    expect(tooClose.status).toBe(422);
    expect(tooClose.body.errors['steps.2.after_seconds']).toEqual([
      'Step 3 must come at least 30 seconds after step 2 (at 90 s or later).',
    ]);
    expect((await put([])).status).toBe(422);
    expect((await put(Array.from({ length: 7 }, (_, i) => ({ after_seconds: i * 60, to: 'first' })))).status).toBe(422);
    expect((await put([{ after_seconds: 3601, to: 'first' }])).body.errors['steps.0.after_seconds']).toBeDefined();
    expect((await put([{ after_seconds: 1.5, to: 'first' }])).body.errors['steps.0.after_seconds']).toBeDefined();
    expect((await put([{ after_seconds: 0, to: 'everyone' }])).body.errors['steps.0.to']).toBeDefined();

    const saved = await t.call(pagingContract.setLadder, { body: ladder }, tokens.admin);
    expect(saved.status).toBe(200);
    expect((await t.call(pagingContract.ladder, {}, tokens.staff)).body).toEqual(ladder);
    const made = await page('staff', 'first');
    expect(made.steps.map((step) => [step.due_at, step.target])).toEqual([
      [at(0), 'first'],
      [at(1), 'schedulers'],
    ]);
  });
});
