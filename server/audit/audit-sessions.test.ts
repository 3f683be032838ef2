import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { entriesAfter, lastAuditId } from './audit.test-support.js';
import { roundsContract } from '../../shared/contract/rounds.js';

let t: TestApp;
beforeAll(async () => {
  // Every session is idle for longer than this by its next request.
  t = await createTestApp({ config: { sessionIdleMs: 1 } });
});
afterAll(() => t.close());

describe('sessions in the audit trail', () => {
  it('an idle session ending is recorded once, for its user, and the refused request adds nothing else', async () => {
    const token = await t.login('physician');
    const since = await lastAuditId(t);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await t.call(roundsContract.active, {}, token)).status).toBe(401);
    expect((await t.call(roundsContract.active, {}, token)).status).toBe(401);
    const entries = await entriesAfter(t, since);
    expect(entries.map((e) => [e.area, e.action, e.entity_id, e.actor_name, e.after])).toEqual([
      ['sessions', 'session-ended', String(await t.userId('physician')), 'James Carter', { reason: 'idle' }],
    ]);
  });
});
