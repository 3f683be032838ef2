import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pagingContract } from '../../shared/contract/paging.js';
import { entriesAfter, lastAuditId } from '../audit/audit.test-support.js';
import type { TestApp } from '../test/harness.js';
import { ACKNOWLEDGE_LINK_SECONDS, acknowledgeLink } from './acknowledge-link.js';
import { runDueSteps } from './paging-runner.js';
import { PAGING_TODAY as TODAY, startPagingWorld, type PagingWorld } from './paging.test-support.js';

/**
 * A page notification's own Acknowledge button (issue 34): the capability its push carried
 * acknowledges the page with no session, as the person it reached and no one else.
 */
let world: PagingWorld;
let t: TestApp;
let tokens: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  world = await startPagingWorld();
  ({ t, tokens, ids } = world);
});
afterAll(() => t.close());
beforeEach(() => world.reset());

const page = (from: string, to: 'first' | 'second' | number, text?: string) => world.page(from, to, text);

describe("a page notification's Acknowledge button (no session)", () => {
  const NOW = new Date(`${TODAY}T13:00:00Z`);
  const secret = () => t.app.config.jwtSecret;
  const fromNotification = (pageId: number, token: string) =>
    t.call(pagingContract.acknowledgeFromNotification, { params: { id: pageId }, body: { token } });

  it('acknowledges the page as the person its push reached, stops the ladder, and says nothing of the text', async () => {
    await world.setCalls('physician', 'mchen');
    const made = await page('staff', 'first', 'Bed 4: Mr Smith, chest pain');
    await runDueSteps(t.app, 'node-a');
    const before = await lastAuditId(t);
    const answer = await fromNotification(made.id, acknowledgeLink(secret(), made.id, ids.physician!, NOW));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      acknowledged_by: 'James Carter',
      acknowledged_at: expect.any(String),
      by_you: true,
    });
    expect(answer.text).not.toMatch(/Smith|chest/);
    expect(
      (await world.stepsOf(made.id)).filter((step) => step.sent_at === null).every((step) => step.stopped_at),
    ).toBe(true);
    const [entry] = (await entriesAfter(t, before)).filter((one) => one.area === 'pages');
    expect([entry!.actor_user_id, entry!.action]).toEqual([ids.physician, 'acknowledge']);
  });

  it('answers who was first when the page was acknowledged already, changing nothing', async () => {
    const made = await page('staff', 'first');
    await runDueSteps(t.app, 'node-a');
    expect((await t.call(pagingContract.acknowledge, { params: { id: made.id } }, tokens.physician)).status).toBe(200);
    const before = await lastAuditId(t);
    const again = await fromNotification(made.id, acknowledgeLink(secret(), made.id, ids.physician!, NOW));
    expect(again.body).toMatchObject({ acknowledged_by: 'James Carter', by_you: true });
    expect(await entriesAfter(t, before)).toEqual([]);
  });

  it("refuses (422 on token) a forged, altered, another page's, another person's or expired token", async () => {
    const made = await page('staff', 'first');
    await runDueSteps(t.app, 'node-a');
    const good = acknowledgeLink(secret(), made.id, ids.physician!, NOW);
    const [user, expires, mac] = good.split('.');
    const refused = [
      acknowledgeLink('another secret', made.id, ids.physician!, NOW),
      `${ids.mchen}.${expires}.${mac}`,
      `${user}.${Number(expires) + 1}.${mac}`,
      acknowledgeLink(secret(), made.id + 1, ids.physician!, NOW),
      acknowledgeLink(secret(), made.id, ids.physician!, new Date(NOW.getTime() - 2 * ACKNOWLEDGE_LINK_SECONDS * 1000)),
      'not-a-token',
      `${user}.${expires}.${'A'.repeat(43)}`,
    ];
    for (const token of refused) {
      const answer = await fromNotification(made.id, token);
      expect(answer.status, token).toBe(422);
      expect(answer.body).toMatchObject({ errors: { token: [expect.stringMatching(/open the portal/)] } });
    }
    // A person the page never reached holds a valid token only if forged: refused as not theirs.
    const stranger = await fromNotification(made.id, acknowledgeLink(secret(), made.id, ids.dreyes!, NOW));
    expect(stranger.status).toBe(403);
    expect(
      (await t.db.selectFrom('pages').select('acknowledged_at').where('id', '=', made.id).executeTakeFirstOrThrow())
        .acknowledged_at,
    ).toBeNull();
  });

  it('refuses the token of a person deactivated since the push', async () => {
    const made = await page('staff', 'second');
    await runDueSteps(t.app, 'node-a');
    const token = acknowledgeLink(secret(), made.id, ids.mchen!, NOW);
    await t.db.updateTable('users').set({ user_status: 0 }).where('id', '=', ids.mchen!).execute();
    try {
      expect((await fromNotification(made.id, token)).status).toBe(422);
    } finally {
      await t.db.updateTable('users').set({ user_status: 1 }).where('id', '=', ids.mchen!).execute();
    }
  });

  it('acknowledges once when the button and the app are tapped at the same moment', async () => {
    const made = await page('staff', 'first');
    await runDueSteps(t.app, 'node-a');
    const before = await lastAuditId(t);
    const answers = await Promise.all([
      fromNotification(made.id, acknowledgeLink(secret(), made.id, ids.physician!, NOW)),
      t.call(pagingContract.acknowledge, { params: { id: made.id } }, tokens.physician),
      fromNotification(made.id, acknowledgeLink(secret(), made.id, ids.physician!, NOW)),
    ]);
    // The buttons always answer who acknowledged; the app's own tap answers 409 when it came second.
    expect([answers[0]!.status, answers[2]!.status]).toEqual([200, 200]);
    expect([200, 409]).toContain(answers[1]!.status);
    const acknowledged = (await entriesAfter(t, before)).filter((entry) => entry.action === 'acknowledge');
    expect(acknowledged).toHaveLength(1);
  });
});
