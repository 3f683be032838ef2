import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { expireDueRequests, startCallRequestExpiry } from './call-requests.expiry.js';
import { dayOf, noticesOf, setDay, SURGEONS, type SurgeonName } from './call-requests.test-support.js';
import { callRequestsContract } from '../../shared/contract/call-requests.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
let tokens: Record<string, string>;
const id = {} as Record<SurgeonName | 'staff', number>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginEach([...SURGEONS, 'staff']);
  for (const username of [...SURGEONS, 'staff'] as const) id[username] = await t.userId(username);
}, 60_000);
afterAll(() => t.close());

describe('expiry', () => {
  async function proposed(date: string) {
    await setDay(t, tokens.staff!, date, { surgeon_1st: id.swhitman });
    const made = await t.call(
      callRequestsContract.create,
      {
        body: {
          kind: 'give-away',
          date,
          slot: 'surgeon_1st',
          to_surgeon_id: id.mchen,
        },
      },
      tokens.swhitman,
    );
    expect(made.status).toBe(201);
    return answered(made, 201).request.id as number;
  }
  const startCall = (requestId: number) =>
    t.db
      .updateTable('call_requests')
      .set({ expires_at: new Date(t.clock.now().getTime() - 1000).toISOString() })
      .where('id', '=', requestId)
      .execute();

  it('expires at the start of the call (07:00 practice time)', async () => {
    const requestId = await proposed('2031-10-07');
    const body = answered(await t.call(callRequestsContract.get, { params: { id: requestId } }, tokens.swhitman));
    expect(body.request.expires_at).toBe(
      new Date(new Date('2031-10-07T07:00:00Z').getTime() - offsetMs('2031-10-07T07:00:00Z')).toISOString(),
    );
  });

  it('lazily, before a transition: the accept is 409 and the author told once', async () => {
    const requestId = await proposed('2031-10-08');
    await startCall(requestId);
    const accepted = await t.call(callRequestsContract.accept, { params: { id: requestId }, body: {} }, tokens.mchen);
    expect(accepted.status).toBe(409);
    expect(refused(accepted).current).toMatchObject({ request: { state: 'expired' } });
    expect((await dayOf(t, '2031-10-08'))?.surgeon_1st).toBe(id.swhitman);
    expect((await noticesOf(t, requestId)).filter((n) => n.subject === 'Call give-away expired')).toEqual([
      { recipient: id.swhitman, subject: 'Call give-away expired' },
      { recipient: id.mchen, subject: 'Call give-away expired' },
    ]);
  });

  it('by the sweep, once however often it runs', async () => {
    const requestId = await proposed('2031-10-09');
    await startCall(requestId);
    expect(await expireDueRequests(t.app, t.clock.now())).toBe(1);
    expect(await expireDueRequests(t.app, t.clock.now())).toBe(0);
    expect(
      answered(await t.call(callRequestsContract.get, { params: { id: requestId } }, tokens.swhitman)).request.state,
    ).toBe('expired');
    const toAuthor = (await noticesOf(t, requestId)).filter((n) => n.recipient === id.swhitman);
    expect(toAuthor).toEqual([{ recipient: id.swhitman, subject: 'Call give-away expired' }]);
  });
});

describe('the expiry timer', () => {
  it('expires due requests on its own, and stops when the app closes', async () => {
    await setDay(t, tokens.staff!, '2031-10-14', { surgeon_1st: id.swhitman });
    const made = await t.call(
      callRequestsContract.create,
      {
        body: {
          kind: 'give-away',
          date: '2031-10-14',
          slot: 'surgeon_1st',
          to_surgeon_id: id.mchen,
        },
      },
      tokens.swhitman,
    );
    const requestId = answered(made, 201).request.id as number;
    const closers: (() => Promise<void>)[] = [];
    // The app's own pieces, with a hook list of our own: a timer of 20 ms instead of a minute.
    const node = Object.assign(Object.create(t.app) as FastifyInstance, {
      addHook: (_name: string, hook: () => Promise<void>) => closers.push(hook),
    });
    startCallRequestExpiry(node, 20);
    await t.db
      .updateTable('call_requests')
      .set({ expires_at: new Date(t.clock.now().getTime() - 1000).toISOString() })
      .where('id', '=', requestId)
      .execute();
    await vi.waitFor(
      async () =>
        expect(
          answered(await t.call(callRequestsContract.get, { params: { id: requestId } }, tokens.swhitman)).request
            .state,
        ).toBe('expired'),
      { timeout: 5_000, interval: 20 },
    );
    expect(closers).toHaveLength(1);
    await closers[0]!();
    // Stopped: a request due now stays open.
    await setDay(t, tokens.staff!, '2031-10-15', { surgeon_1st: id.swhitman });
    const later = await t.call(
      callRequestsContract.create,
      {
        body: {
          kind: 'give-away',
          date: '2031-10-15',
          slot: 'surgeon_1st',
          to_surgeon_id: id.mchen,
        },
      },
      tokens.swhitman,
    );
    await t.db
      .updateTable('call_requests')
      .set({ expires_at: new Date(t.clock.now().getTime() - 1000).toISOString() })
      .where('id', '=', answered(later, 201).request.id)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await dayOf(t, '2031-10-15'))?.surgeon_1st).toBe(id.swhitman);
    const state = await t.db
      .selectFrom('call_requests')
      .select('state')
      .where('id', '=', answered(later, 201).request.id)
      .executeTakeFirstOrThrow();
    expect(state.state).toBe('proposed');
  });
});

/** The practice zone's offset from UTC at an instant, in ms (0 for UTC). */
function offsetMs(iso: string): number {
  const zone = t.app.config.timeZone;
  const at = new Date(iso);
  const local = new Date(at.toLocaleString('en-US', { timeZone: zone }));
  const utc = new Date(at.toLocaleString('en-US', { timeZone: 'UTC' }));
  return local.getTime() - utc.getTime();
}
