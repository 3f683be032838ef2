import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRequestsContract as contract } from '../../shared/contract/call-requests.js';
import { CALL_STARTS_AT } from '../../shared/schemas/call-requests.js';
import { zonedTimeToUtc } from '../../shared/zoned-time.js';
import { createTestApp, testTimeZone, type TestApp } from '../test/harness.js';
import { dayOf, setDay } from './call-requests.test-support.js';

const TODAY = '2026-10-15';
const YESTERDAY = '2026-10-14';
const TOMORROW = '2026-10-16';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T10:40` });
  tokens = await t.loginEach(['staff', 'mchen', 'swhitman']);
  for (const date of [YESTERDAY, TODAY]) await setDay(t, tokens.staff!, date, { surgeon_2nd: null });
});
afterAll(() => t.close());

const callStart = (date: string) => zonedTimeToUtc(date, CALL_STARTS_AT, testTimeZone()).toISOString();
const offer = (date: string) =>
  t.call(contract.offerCover, { body: { date, slot: 'surgeon_2nd', note: '' } }, tokens.staff);

describe('a cover offer of a call that has started', () => {
  it("is made for today's empty call, open until the call ends at 07:00 tomorrow, and can be taken", async () => {
    const made = await offer(TODAY);
    expect(made.ok, JSON.stringify(made.body)).toBe(true);
    if (!made.ok) return;
    expect(made.body.request).toMatchObject({ kind: 'cover', state: 'proposed', date: TODAY });
    expect(made.body.request.expires_at).toBe(callStart(TOMORROW));

    const taken = await t.call(contract.accept, { params: { id: made.body.request.id }, body: {} }, tokens.mchen);
    expect(taken.ok, JSON.stringify(taken.body)).toBe(true);
    expect((await dayOf(t, TODAY))?.surgeon_2nd).toBe(await t.userId('mchen'));
  });

  it('is refused once the call has ended (422 on date)', async () => {
    const late = await offer(YESTERDAY);
    expect(late.status).toBe(422);
    expect(late.ok ? null : late.body.errors?.date).toEqual(['This call has ended: it can no longer be offered.']);
  });

  it("is still open for yesterday's call before 07:00, when that call is still running", async () => {
    t.clock.set(`${TODAY}T06:30`);
    try {
      const made = await offer(YESTERDAY);
      expect(made.ok, JSON.stringify(made.body)).toBe(true);
      expect(made.ok && made.body.request.expires_at).toBe(callStart(TODAY));
    } finally {
      t.clock.reset();
    }
  });

  it('a give-away of a call that has started is still refused', async () => {
    const whitman = await t.userId('swhitman');
    await setDay(t, tokens.staff!, TODAY, { surgeon_1st: whitman });
    const given = await t.call(
      contract.create,
      { body: { kind: 'give-away', date: TODAY, slot: 'surgeon_1st', note: '' } },
      tokens.swhitman,
    );
    expect(given.status).toBe(422);
    expect(given.ok ? null : given.body.errors?.date?.[0]).toMatch(/already started/);
  });
});
