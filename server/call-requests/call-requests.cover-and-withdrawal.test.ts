import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import {
  dayOf,
  giveAwayFirstCall,
  noticeCounts,
  setDay,
  SURGEONS,
  type SurgeonName,
} from './call-requests.test-support.js';
import { auditContract } from '../../shared/contract/audit.js';
import { callRequestsContract as contract } from '../../shared/contract/call-requests.js';
import { answered, refused } from '../test/call-declared.js';

/** Requests that end without a trade between two named physicians: a cover offer, a withdrawal, a decline. */
let t: TestApp;
let tokens: Record<string, string>;
const id = {} as Record<SurgeonName | 'staff' | 'admin' | 'ceo', number>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginEach([...SURGEONS, 'staff', 'admin', 'ceo']);
  for (const username of [...SURGEONS, 'staff', 'admin', 'ceo'] as const) id[username] = await t.userId(username);
}, 60_000);
afterAll(() => t.close());

describe('a cover offer', () => {
  const date = '2031-08-05';
  beforeAll(async () => {
    await setDay(t, tokens.staff!, date, { surgeon_1st: id.swhitman, surgeon_2nd: null });
  });

  it('is made by a scheduler (403 otherwise) for an empty slot only (422)', async () => {
    expect((await t.call(contract.offerCover, { body: { date, slot: 'surgeon_2nd' } }, tokens.physician)).status).toBe(
      403,
    );
    const full = await t.call(contract.offerCover, { body: { date, slot: 'surgeon_1st' } }, tokens.staff);
    expect(full.status).toBe(422);
    expect(refused(full).errors?.slot?.[0]).toMatch(/is not empty/);
  });

  it('is offered to every eligible colleague, filled by the first to accept', async () => {
    const made = await t.call(
      contract.offerCover,
      { body: { date, slot: 'surgeon_2nd', note: 'Please' } },
      tokens.staff,
    );
    expect(made.status).toBe(201);
    const requestId = answered(made, 201).request.id;
    expect(answered(made, 201).request).toMatchObject({ kind: 'cover', from_surgeon: null, author: { id: id.staff } });
    expect(answered(made, 201).request.offered_to.map((s: { id: number }) => s.id)).not.toContain(id.swhitman);
    const accepted = await t.call(contract.accept, { params: { id: requestId }, body: {} }, tokens.mchen);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await dayOf(t, date))?.surgeon_2nd).toBe(id.mchen);
    const history = answered(
      await t.call(auditContract.history, { params: { area: 'call-calendar', id: date } }, tokens.staff),
    ).entries;
    expect((history[0]!.after as { reason: string }).reason).toBe('Cover taken by MC');
    expect((await t.call(contract.accept, { params: { id: requestId }, body: {} }, tokens.dreyes)).status).toBe(409);
  });

  it('may be withdrawn by any scheduler; then accepting is 409', async () => {
    await setDay(t, tokens.staff!, '2031-08-06', { surgeon_2nd: null });
    const made = await t.call(contract.offerCover, { body: { date: '2031-08-06', slot: 'surgeon_2nd' } }, tokens.staff);
    const requestId = answered(made, 201).request.id;
    expect((await t.call(contract.withdraw, { params: { id: requestId }, body: {} }, tokens.physician)).status).toBe(
      403,
    );
    const withdrawn = await t.call(contract.withdraw, { params: { id: requestId }, body: {} }, tokens.admin);
    expect(answered(withdrawn).request.state).toBe('withdrawn');
    const late = await t.call(contract.accept, { params: { id: requestId }, body: {} }, tokens.mchen);
    expect(late.status).toBe(409);
    expect(refused(late).current).toMatchObject({ request: { state: 'withdrawn' } });
  });
});

describe('withdrawing and declining a named request', () => {
  it('the author withdraws; the counterpart is told once', async () => {
    await setDay(t, tokens.staff!, '2031-09-02', { surgeon_1st: id.swhitman });
    const made = await giveAwayFirstCall(t, tokens.swhitman!, '2031-09-02', id.mchen);
    expect(made.status).toBe(201);
    const withdrawn = await t.call(
      contract.withdraw,
      { params: { id: answered(made, 201).request.id }, body: {} },
      tokens.swhitman,
    );
    expect(answered(withdrawn).request.state).toBe('withdrawn');
    expect(
      (await t.call(contract.withdraw, { params: { id: answered(made, 201).request.id }, body: {} }, tokens.swhitman))
        .status,
    ).toBe(409);
    expect(await noticeCounts(t, answered(made, 201).request.id)).toEqual({
      [`${id.mchen}: Call give-away request: SW offers you 1st on 09/02/2031`]: 1,
      [`${id.mchen}: Call give-away withdrawn`]: 1,
    });
  });

  it('the counterpart declines; the author is told', async () => {
    await setDay(t, tokens.staff!, '2031-09-03', { surgeon_1st: id.swhitman });
    const made = await giveAwayFirstCall(t, tokens.swhitman!, '2031-09-03', id.mchen);
    const declined = await t.call(
      contract.decline,
      { params: { id: answered(made, 201).request.id }, body: {} },
      tokens.mchen,
    );
    expect(answered(declined).request.state).toBe('declined');
    expect(
      (await t.call(contract.accept, { params: { id: answered(made, 201).request.id }, body: {} }, tokens.mchen))
        .status,
    ).toBe(409);
    expect((await dayOf(t, '2031-09-03'))?.surgeon_1st).toBe(id.swhitman);
  });
});
