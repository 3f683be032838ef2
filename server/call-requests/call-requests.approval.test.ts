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
import { callRequestsContract } from '../../shared/contract/call-requests.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
let tokens: Record<string, string>;
const id = {} as Record<SurgeonName | 'staff' | 'admin' | 'ceo' | 'kbrooks', number>;
const SCHEDULERS = ['staff', 'admin', 'ceo', 'kbrooks'] as const;

beforeAll(async () => {
  t = await createTestApp({ config: { swapApprovalRequired: true } });
  tokens = await t.loginEach([...SURGEONS, ...SCHEDULERS]);
  for (const username of [...SURGEONS, ...SCHEDULERS]) id[username] = await t.userId(username);
}, 60_000);
afterAll(() => t.close());

async function acceptedSwap(date: string, back: string) {
  await setDay(t, tokens.staff!, date, { surgeon_1st: id.swhitman });
  await setDay(t, tokens.staff!, back, { surgeon_2nd: id.dreyes });
  const made = await t.call(
    callRequestsContract.create,
    {
      body: {
        kind: 'swap',
        date,
        slot: 'surgeon_1st',
        to_surgeon_id: id.dreyes,
        return_date: back,
        return_slot: 'surgeon_2nd',
      },
    },
    tokens.swhitman,
  );
  expect(made.status).toBe(201);
  const accepted = await t.call(
    callRequestsContract.accept,
    { params: { id: answered(made, 201).request.id }, body: {} },
    tokens.dreyes,
  );
  expect(accepted.status).toBe(200);
  return answered(accepted).request;
}

describe('when the practice requires a scheduler’s approval', () => {
  it('accepting only accepts: the calendar waits, the author and every scheduler are told once', async () => {
    const request = await acceptedSwap('2032-03-02', '2032-03-09');
    expect(request.state).toBe('accepted');
    expect((await dayOf(t, '2032-03-02'))?.surgeon_1st).toBe(id.swhitman);
    const counts = await noticeCounts(t, request.id);
    for (const who of ['swhitman', ...SCHEDULERS] as const) expect(counts[`${id[who]}: Call swap accepted`]).toBe(1);
    expect(counts[`${id.dreyes}: Call swap accepted`]).toBeUndefined();
  });

  it('a scheduler approves (a physician may not: 403): approved, then applied in one step', async () => {
    const request = await acceptedSwap('2032-03-03', '2032-03-10');
    expect(
      (await t.call(callRequestsContract.approve, { params: { id: request.id }, body: {} }, tokens.dreyes)).status,
    ).toBe(403);
    const approved = await t.call(callRequestsContract.approve, { params: { id: request.id }, body: {} }, tokens.staff);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(answered(approved).request).toMatchObject({ state: 'applied', decided_by: { id: id.staff } });
    expect((await dayOf(t, '2032-03-03'))?.surgeon_1st).toBe(id.dreyes);
    expect((await dayOf(t, '2032-03-10'))?.surgeon_2nd).toBe(id.swhitman);
    const states = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('area', '=', 'call-requests')
      .where('entity_id', '=', String(request.id))
      .orderBy('id')
      .execute();
    expect(states.map((row) => JSON.parse(row.after!).state)).toEqual(['proposed', 'accepted', 'approved', 'applied']);
    expect(
      (await t.call(callRequestsContract.approve, { params: { id: request.id }, body: {} }, tokens.admin)).status,
    ).toBe(409);
    expect((await noticeCounts(t, request.id))[`${id.swhitman}: Call swap approved and applied`]).toBe(1);
  });

  it('a scheduler rejects: declined, nothing applied; it cannot be approved after', async () => {
    const request = await acceptedSwap('2032-03-04', '2032-03-11');
    expect(
      (await t.call(callRequestsContract.reject, { params: { id: request.id }, body: {} }, tokens.swhitman)).status,
    ).toBe(403);
    const rejected = await t.call(
      callRequestsContract.reject,
      { params: { id: request.id }, body: { note: 'Too close' } },
      tokens.ceo,
    );
    expect(answered(rejected).request).toMatchObject({ state: 'declined', decided_by: { id: id.ceo } });
    expect(
      (await t.call(callRequestsContract.approve, { params: { id: request.id }, body: {} }, tokens.staff)).status,
    ).toBe(409);
    expect((await dayOf(t, '2032-03-04'))?.surgeon_1st).toBe(id.swhitman);
  });

  it('a proposal cannot be approved before it is accepted (409)', async () => {
    await setDay(t, tokens.staff!, '2032-03-16', { surgeon_1st: id.swhitman });
    const made = await giveAwayFirstCall(t, tokens.swhitman!, '2032-03-16', id.mchen);
    const early = await t.call(
      callRequestsContract.approve,
      { params: { id: answered(made, 201).request.id }, body: {} },
      tokens.staff,
    );
    expect(early.status).toBe(409);
    expect(refused(early).current).toMatchObject({ request: { state: 'proposed' } });
  });

  it('the author may withdraw an accepted request; the schedulers are told', async () => {
    const request = await acceptedSwap('2032-03-17', '2032-03-24');
    const withdrawn = await t.call(
      callRequestsContract.withdraw,
      { params: { id: request.id }, body: {} },
      tokens.swhitman,
    );
    expect(answered(withdrawn).request.state).toBe('withdrawn');
    const counts = await noticeCounts(t, request.id);
    expect(counts[`${id.staff}: Call swap withdrawn`]).toBe(1);
    expect(counts[`${id.dreyes}: Call swap withdrawn`]).toBe(1);
  });
});
