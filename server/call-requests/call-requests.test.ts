import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { dayOf, noticeCounts, noticesOf, setDay, SURGEONS, type SurgeonName } from './call-requests.test-support.js';
import { auditContract } from '../../shared/contract/audit.js';
import { callRequestsContract as contract } from '../../shared/contract/call-requests.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
let tokens: Record<string, string>;
const id = {} as Record<SurgeonName | 'staff' | 'admin' | 'ceo', number>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginEach([...SURGEONS, 'staff', 'admin', 'ceo']);
  for (const username of [...SURGEONS, 'staff', 'admin', 'ceo'] as const) id[username] = await t.userId(username);
}, 60_000);
afterAll(() => t.close());

const swapBody = (date: string, toName: SurgeonName, returnDate: string, extra: { note?: string } = {}) => ({
  kind: 'swap' as const,
  date,
  slot: 'surgeon_1st' as const,
  to_surgeon_id: id[toName],
  return_date: returnDate,
  return_slot: 'surgeon_2nd' as const,
  ...extra,
});

describe('a swap', () => {
  const [date, back] = ['2031-05-06', '2031-05-13'];
  let requestId: number;

  beforeAll(async () => {
    await setDay(t, tokens.staff!, date, { surgeon_1st: id.swhitman, surgeon_2nd: id.mchen });
    await setDay(t, tokens.staff!, back, { surgeon_1st: id.pnatarajan, surgeon_2nd: id.dreyes });
  });

  it('is proposed only by a surgeon (403), for a call they hold now (422 on slot)', async () => {
    expect((await t.call(contract.create, { body: swapBody(date, 'dreyes', back) }, tokens.staff)).status).toBe(403);
    const notMine = await t.call(contract.create, { body: swapBody(date, 'dreyes', back) }, tokens.mchen);
    expect(notMine.status).toBe(422);
    expect(refused(notMine).errors?.slot?.[0]).toMatch(/You do not hold the 1st on 05\/06\/2031/);
    const notTheirs = await t.call(contract.create, { body: swapBody(date, 'mchen', back) }, tokens.swhitman);
    expect(notTheirs.status).toBe(422);
    expect(refused(notTheirs).errors?.return_slot).toBeDefined();
    const self = await t.call(contract.create, { body: swapBody(date, 'swhitman', back) }, tokens.swhitman);
    expect(self.status).toBe(422);
    expect(await t.db.selectFrom('call_requests').select('id').where('date', '=', date).execute()).toEqual([]);
  });

  it('refuses a call that has already started (422 on date)', async () => {
    await setDay(t, tokens.staff!, '2025-02-04', { surgeon_1st: id.swhitman });
    await setDay(t, tokens.staff!, '2025-02-11', { surgeon_2nd: id.dreyes });
    const past = await t.call(
      contract.create,
      { body: swapBody('2025-02-04', 'dreyes', '2025-02-11') },
      tokens.swhitman,
    );
    expect(past.status).toBe(422);
    expect(refused(past).errors?.date?.[0]).toMatch(/already started/);
  });

  it('is proposed: the counterpart gets one message naming both calls, with the effect on both counts', async () => {
    const response = await t.call(
      contract.create,
      { body: swapBody(date, 'dreyes', back, { note: 'Family wedding' }) },
      tokens.swhitman,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { request, effect } = answered(response, 201);
    requestId = request.id;
    expect(request).toMatchObject({
      kind: 'swap',
      state: 'proposed',
      from_surgeon: { id: id.swhitman },
      to_surgeon: { id: id.dreyes },
      author: { id: id.swhitman },
      version: 1,
    });
    expect(request.expires_at).toBe(new Date(request.expires_at).toISOString());
    expect(effect.people.map((p: { surgeon: { id: number } }) => p.surgeon.id).sort()).toEqual(
      [id.swhitman, id.dreyes].sort(),
    );
    const sw = effect.people.find((p) => p.surgeon.id === id.swhitman)!;
    expect([sw.before.first - sw.after.first, sw.after.second - sw.before.second]).toEqual([1, 1]);
    const notices = await noticesOf(t, requestId);
    expect(notices).toEqual([
      {
        recipient: id.dreyes,
        subject: 'Call swap request: SW asks to swap 1st on 05/06/2031 for your 2nd on 05/13/2031',
      },
    ]);
  });

  it('refuses a second open request on the same call (422)', async () => {
    const again = await t.call(
      contract.create,
      { body: { kind: 'give-away', date, slot: 'surgeon_1st' } },
      tokens.swhitman,
    );
    expect(again.status).toBe(422);
    expect(refused(again).errors?.slot?.[0]).toMatch(/already an open request/);
  });

  it('is listed and read by any signed-in user', async () => {
    const month = await t.call(contract.list, { query: { month: '2031-05' } }, tokens.ceo);
    expect(answered(month).requests.map((r: { id: number }) => r.id)).toContain(requestId);
    const returnMonth = await t.call(contract.get, { params: { id: requestId } }, tokens.staff);
    expect(answered(returnMonth).request.id).toBe(requestId);
    const mine = await t.call(contract.list, {}, tokens.dreyes);
    expect(answered(mine).requests.map((r: { id: number }) => r.id)).toContain(requestId);
    expect((await t.call(contract.get, { params: { id: 99999 } }, tokens.staff)).status).toBe(404);
  });

  it('may be accepted or declined only by the counterpart, withdrawn only by the author (403)', async () => {
    expect((await t.call(contract.accept, { params: { id: requestId }, body: {} }, tokens.mchen)).status).toBe(403);
    expect((await t.call(contract.accept, { params: { id: requestId }, body: {} }, tokens.swhitman)).status).toBe(403);
    expect((await t.call(contract.decline, { params: { id: requestId }, body: {} }, tokens.mchen)).status).toBe(403);
    expect((await t.call(contract.withdraw, { params: { id: requestId }, body: {} }, tokens.staff)).status).toBe(403);
    expect((await t.call(contract.withdraw, { params: { id: requestId }, body: {} }, tokens.dreyes)).status).toBe(403);
    // Approval is not required here: a scheduler has nothing to approve.
    expect((await t.call(contract.approve, { params: { id: requestId }, body: {} }, tokens.staff)).status).toBe(409);
    expect((await t.call(contract.approve, { params: { id: requestId }, body: {} }, tokens.physician)).status).toBe(
      403,
    );
  });

  it('accepted, applies at once through the calendar, its History saying it was a swap, and undoable', async () => {
    const accepted = await t.call(contract.accept, { params: { id: requestId }, body: {} }, tokens.dreyes);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(answered(accepted).request).toMatchObject({ state: 'applied', accepted_by: { id: id.dreyes } });
    expect(answered(accepted).request.applied_at).not.toBeNull();
    expect((await dayOf(t, date))?.surgeon_1st).toBe(id.dreyes);
    expect((await dayOf(t, back))?.surgeon_2nd).toBe(id.swhitman);

    const history = answered(
      await t.call(auditContract.history, { params: { area: 'call-calendar', id: date } }, tokens.staff),
    ).entries;
    expect((history[0]!.after as { reason: string }).reason).toBe('Swap SW ↔ DR');
    const requestHistory = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('area', '=', 'call-requests')
      .where('entity_id', '=', String(requestId))
      .execute();
    expect(requestHistory.map((row) => JSON.parse(row.after!).state)).toEqual(['proposed', 'accepted', 'applied']);

    const undone = await t.call(
      auditContract.undo,
      { params: { id: history[0]!.id }, body: { acknowledge_warnings: true } },
      tokens.staff,
    );
    expect(undone.status, JSON.stringify(undone.body)).toBeLessThan(300);
    expect((await dayOf(t, date))?.surgeon_1st).toBe(id.swhitman);
  });

  it('tells the author once; a second accept is 409 with the request as it is', async () => {
    const again = await t.call(contract.accept, { params: { id: requestId }, body: {} }, tokens.dreyes);
    expect(again.status).toBe(409);
    expect(refused(again).current).toMatchObject({ request: { state: 'applied' } });
    expect(await noticeCounts(t, requestId)).toEqual({
      [`${id.dreyes}: Call swap request: SW asks to swap 1st on 05/06/2031 for your 2nd on 05/13/2031`]: 1,
      [`${id.swhitman}: Call swap accepted and applied`]: 1,
      // The scheduler's undo above put the 1st back: both are told (call-requests.reversal.test.ts).
      [`${id.swhitman}: Call swap reversed`]: 1,
      [`${id.dreyes}: Call swap reversed`]: 1,
    });
    const message = await t.db
      .selectFrom('request_messages')
      .select('message_id')
      .where('call_request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    const of = await t.call(contract.ofMessage, { params: { id: message.message_id } }, tokens.dreyes);
    expect(answered(of).call_request?.request.id).toBe(requestId);
    expect((await t.call(contract.ofMessage, { params: { id: message.message_id } }, tokens.mchen)).status).toBe(404);
  });
});

describe('a swap that would break a hard rule', () => {
  it('is refused at apply time with the rule message, and nothing changes', async () => {
    await setDay(t, tokens.staff!, '2031-06-03', { surgeon_1st: id.swhitman, surgeon_o_am: id.dreyes });
    await setDay(t, tokens.staff!, '2031-06-10', { surgeon_2nd: id.dreyes });
    const made = await t.call(
      contract.create,
      { body: swapBody('2031-06-03', 'dreyes', '2031-06-10') },
      tokens.swhitman,
    );
    expect(made.status).toBe(201);
    const before = [await dayOf(t, '2031-06-03'), await dayOf(t, '2031-06-10')];
    const accepted = await t.call(
      contract.accept,
      { params: { id: answered(made, 201).request.id }, body: {} },
      tokens.dreyes,
    );
    expect(accepted.status).toBe(422);
    expect(refused(accepted).message).toBe('David Reyes cannot take both the 1st and the O AM slot on 06/03/2031.');
    expect([await dayOf(t, '2031-06-03'), await dayOf(t, '2031-06-10')]).toEqual(before);
    const after = await t.call(contract.get, { params: { id: answered(made, 201).request.id } }, tokens.dreyes);
    expect(after.body.request).toMatchObject({ state: 'proposed', version: 1, accepted_by: null });
    expect(await noticeCounts(t, answered(made, 201).request.id)).toEqual({
      [`${id.dreyes}: Call swap request: SW asks to swap 1st on 06/03/2031 for your 2nd on 06/10/2031`]: 1,
    });
  });

  it('warns on a soft rule until acknowledged', async () => {
    await setDay(t, tokens.staff!, '2031-06-17', { surgeon_1st: id.swhitman });
    await setDay(t, tokens.staff!, '2031-06-18', { surgeon_1st: id.dreyes });
    await setDay(t, tokens.staff!, '2031-06-24', { surgeon_2nd: id.dreyes });
    const made = await t.call(
      contract.create,
      { body: swapBody('2031-06-17', 'dreyes', '2031-06-24') },
      tokens.swhitman,
    );
    const params = { id: answered(made, 201).request.id };
    const warned = await t.call(contract.accept, { params, body: {} }, tokens.dreyes);
    expect(warned.status).toBe(422);
    expect(refused(warned).errorType).toBe('schedule_warning');
    expect((await dayOf(t, '2031-06-17'))?.surgeon_1st).toBe(id.swhitman);
    const accepted = await t.call(contract.accept, { params, body: { acknowledge_warnings: true } }, tokens.dreyes);
    expect(accepted.status).toBe(200);
    expect((await dayOf(t, '2031-06-17'))?.surgeon_1st).toBe(id.dreyes);
  });

  it('whose calls changed since it was made is 409 and stays proposed', async () => {
    await setDay(t, tokens.staff!, '2031-06-05', { surgeon_1st: id.swhitman });
    await setDay(t, tokens.staff!, '2031-06-12', { surgeon_2nd: id.dreyes });
    const made = await t.call(
      contract.create,
      { body: swapBody('2031-06-05', 'dreyes', '2031-06-12') },
      tokens.swhitman,
    );
    await setDay(t, tokens.staff!, '2031-06-05', { surgeon_1st: id.mchen });
    const accepted = await t.call(
      contract.accept,
      { params: { id: answered(made, 201).request.id }, body: {} },
      tokens.dreyes,
    );
    expect(accepted.status).toBe(409);
    expect(refused(accepted).message).toBe('The calls changed since this request was made.');
    expect(refused(accepted).current).toMatchObject({ request: { state: 'proposed' } });
  });
});

describe('a give-away to every eligible colleague', () => {
  const date = '2031-07-08';
  let requestId: number;
  beforeAll(async () => {
    await setDay(t, tokens.staff!, date, { surgeon_1st: id.swhitman, surgeon_2nd: id.mchen });
    await t.call(
      timeOffContract.add,
      {
        body: {
          surgeon_id: id.pnatarajan,
          vacation_type: 'Vac.',
          vacation_start_date: date,
          vacation_end_date: date,
        },
      },
      tokens.staff,
    );
  });

  it('is offered to the active surgeons not on time off nor holding a slot that day', async () => {
    const eligible = await t.call(contract.eligible, { query: { date, slot: 'surgeon_1st' } }, tokens.swhitman);
    expect(
      answered(eligible)
        .surgeons.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([id.dreyes, id.physician].sort());
    const made = await t.call(
      contract.create,
      { body: { kind: 'give-away', date, slot: 'surgeon_1st' } },
      tokens.swhitman,
    );
    expect(made.status).toBe(201);
    requestId = answered(made, 201).request.id;
    expect(
      answered(made, 201)
        .request.offered_to.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([id.dreyes, id.physician].sort());
    expect((await noticesOf(t, requestId)).map((n) => n.recipient).sort()).toEqual([id.dreyes, id.physician].sort());
  });

  it('a colleague declining drops out; the request stays open to the others', async () => {
    expect((await t.call(contract.decline, { params: { id: requestId }, body: {} }, tokens.mchen)).status).toBe(403);
    const declined = await t.call(contract.decline, { params: { id: requestId }, body: {} }, tokens.physician);
    expect(declined.status).toBe(200);
    expect(answered(declined).request.state).toBe('proposed');
    expect(answered(declined).request.offered_to.map((s: { id: number }) => s.id)).toEqual([id.dreyes]);
    expect((await t.call(contract.accept, { params: { id: requestId }, body: {} }, tokens.physician)).status).toBe(403);
  });

  it('the first to accept takes it; the History says it was given away', async () => {
    const accepted = await t.call(contract.accept, { params: { id: requestId }, body: {} }, tokens.dreyes);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await dayOf(t, date))?.surgeon_1st).toBe(id.dreyes);
    const history = answered(
      await t.call(auditContract.history, { params: { area: 'call-calendar', id: date } }, tokens.staff),
    ).entries;
    expect((history[0]!.after as { reason: string }).reason).toBe('Given away by SW to DR');
  });

  it('when everyone offered declines, it is declined and the author told', async () => {
    const other = '2031-07-09';
    await setDay(t, tokens.staff!, other, {
      surgeon_1st: id.swhitman,
      surgeon_2nd: id.mchen,
      surgeon_o_am: id.pnatarajan,
      surgeon_o_pm: id.physician,
    });
    const made = await t.call(
      contract.create,
      {
        body: {
          kind: 'give-away',
          date: other,
          slot: 'surgeon_1st',
        },
      },
      tokens.swhitman,
    );
    expect(answered(made, 201).request.offered_to.map((s: { id: number }) => s.id)).toEqual([id.dreyes]);
    const declined = await t.call(
      contract.decline,
      { params: { id: answered(made, 201).request.id }, body: { note: 'Away' } },
      tokens.dreyes,
    );
    expect(answered(declined).request.state).toBe('declined');
    expect((await noticesOf(t, answered(made, 201).request.id)).filter((n) => n.recipient === id.swhitman)).toEqual([
      { recipient: id.swhitman, subject: 'Call give-away declined' },
    ]);
  });

  it('is refused when nobody is eligible (422)', async () => {
    const full = '2031-07-10';
    await setDay(t, tokens.staff!, full, {
      surgeon_1st: id.swhitman,
      surgeon_2nd: id.mchen,
      surgeon_o_am: id.pnatarajan,
      surgeon_o_pm: id.physician,
    });
    await t.call(
      timeOffContract.add,
      {
        body: {
          surgeon_id: id.dreyes,
          vacation_type: 'CME.',
          vacation_start_date: full,
          vacation_end_date: full,
        },
      },
      tokens.staff,
    );
    const made = await t.call(
      contract.create,
      {
        body: {
          kind: 'give-away',
          date: full,
          slot: 'surgeon_1st',
        },
      },
      tokens.swhitman,
    );
    expect(made.status).toBe(422);
    expect(refused(made).errors?.to_surgeon_id?.[0]).toMatch(/No colleague can take/);
  });
});
