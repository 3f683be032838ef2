import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeOffRequestsContract as contract } from '../../shared/contract/time-off-requests.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-10-15T10:40' });
  tokens = await t.loginEach(['staff', 'physician']);
});
afterAll(() => t.close());

/** The notices stored about time-off request `id`, oldest first. */
const noticesOf = (id: number) =>
  t.db
    .selectFrom('request_messages')
    .innerJoin('messages', 'messages.id', 'request_messages.message_id')
    .select(['messages.subject', 'messages.message'])
    .where('request_messages.time_off_request_id', '=', id)
    .orderBy('messages.id')
    .execute();

async function ask(start_date: string, end_date: string) {
  const made = await t.call(
    contract.create,
    { body: { vacation_type: 'Vac.', start_date, end_date, note: '' } },
    tokens.physician,
  );
  if (!made.ok) throw new Error(JSON.stringify(made.body));
  return made.body.request.id;
}

describe('a decision on a time-off request', () => {
  it('names the days approved and the days declined when only some days are approved', async () => {
    const id = await ask('2026-12-01', '2026-12-02');
    const approved = await t.call(
      contract.approve,
      { params: { id }, body: { dates: ['2026-12-01'], acknowledge_warnings: true } },
      tokens.staff,
    );
    expect(approved.ok, JSON.stringify(approved.body)).toBe(true);
    const decision = (await noticesOf(id)).at(-1)!;
    expect(decision.subject).toBe('Time-off request approved 12/01; declined 12/02: Vac. 12/01/2026–12/02/2026');
    expect(decision.message).toMatch(/was approved 12\/01; declined 12\/02\.$/);
  });

  it('groups runs of days, and says plainly "approved" when every day is', async () => {
    const partly = await ask('2027-01-04', '2027-01-08');
    const chosen = ['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-08'];
    await t.call(
      contract.approve,
      { params: { id: partly }, body: { dates: chosen, acknowledge_warnings: true } },
      tokens.staff,
    );
    expect((await noticesOf(partly)).at(-1)!.subject).toBe(
      'Time-off request approved 01/04–01/06, 01/08; declined 01/07: Vac. 01/04/2027–01/08/2027',
    );

    const whole = await ask('2027-02-01', '2027-02-02');
    await t.call(contract.approve, { params: { id: whole }, body: { acknowledge_warnings: true } }, tokens.staff);
    expect((await noticesOf(whole)).at(-1)!.subject).toBe('Time-off request approved: Vac. 02/01/2027–02/02/2027');
  });
});
