import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { dayOf, noticeCounts, noticesOf, setDay, SURGEONS, type SurgeonName } from './call-requests.test-support.js';
import { timeOffContract } from '../../shared/contract/time-off.js';

let t: TestApp;
let tokens: Record<string, string>;
const id = {} as Record<SurgeonName | 'staff' | 'admin' | 'ceo', number>;
const as = (username: string) => t.api(tokens[username]);

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginEach([...SURGEONS, 'staff', 'admin', 'ceo']);
  for (const username of [...SURGEONS, 'staff', 'admin', 'ceo'] as const) id[username] = await t.userId(username);
}, 60_000);
afterAll(() => t.close());

const swapBody = (date: string, toName: SurgeonName, returnDate: string, extra: object = {}) => ({
  kind: 'swap',
  date,
  slot: 'surgeon_1st',
  to_surgeon_id: id[toName],
  return_date: returnDate,
  return_slot: 'surgeon_2nd',
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
    expect((await as('staff').post('/api/call-requests', swapBody(date, 'dreyes', back))).status).toBe(403);
    const notMine = await as('mchen').post('/api/call-requests', swapBody(date, 'dreyes', back));
    expect(notMine.status).toBe(422);
    expect(notMine.body.errors.slot[0]).toMatch(/You do not hold the 1st on 05\/06\/2031/);
    const notTheirs = await as('swhitman').post('/api/call-requests', swapBody(date, 'mchen', back));
    expect(notTheirs.status).toBe(422);
    expect(notTheirs.body.errors.return_slot).toBeDefined();
    const self = await as('swhitman').post('/api/call-requests', swapBody(date, 'swhitman', back));
    expect(self.status).toBe(422);
    expect(await t.db.selectFrom('call_requests').select('id').where('date', '=', date).execute()).toEqual([]);
  });

  it('refuses a call that has already started (422 on date)', async () => {
    await setDay(t, tokens.staff!, '2025-02-04', { surgeon_1st: id.swhitman });
    await setDay(t, tokens.staff!, '2025-02-11', { surgeon_2nd: id.dreyes });
    const past = await as('swhitman').post('/api/call-requests', swapBody('2025-02-04', 'dreyes', '2025-02-11'));
    expect(past.status).toBe(422);
    expect(past.body.errors.date[0]).toMatch(/already started/);
  });

  it('is proposed: the counterpart gets one message naming both calls, with the effect on both counts', async () => {
    const response = await as('swhitman').post(
      '/api/call-requests',
      swapBody(date, 'dreyes', back, { note: 'Family wedding' }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { request, effect } = response.body;
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
    const sw = effect.people.find((p: { surgeon: { id: number } }) => p.surgeon.id === id.swhitman);
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
    const again = await as('swhitman').post('/api/call-requests', { kind: 'give-away', date, slot: 'surgeon_1st' });
    expect(again.status).toBe(422);
    expect(again.body.errors.slot[0]).toMatch(/already an open request/);
  });

  it('is listed and read by any signed-in user', async () => {
    const month = await as('ceo').get('/api/call-requests?month=2031-05');
    expect(month.body.requests.map((r: { id: number }) => r.id)).toContain(requestId);
    const returnMonth = await as('staff').get(`/api/call-requests/${requestId}`);
    expect(returnMonth.body.request.id).toBe(requestId);
    const mine = await as('dreyes').get('/api/call-requests');
    expect(mine.body.requests.map((r: { id: number }) => r.id)).toContain(requestId);
    expect((await as('staff').get('/api/call-requests/99999')).status).toBe(404);
  });

  it('may be accepted or declined only by the counterpart, withdrawn only by the author (403)', async () => {
    expect((await as('mchen').post(`/api/call-requests/${requestId}/accept`)).status).toBe(403);
    expect((await as('swhitman').post(`/api/call-requests/${requestId}/accept`)).status).toBe(403);
    expect((await as('mchen').post(`/api/call-requests/${requestId}/decline`)).status).toBe(403);
    expect((await as('staff').post(`/api/call-requests/${requestId}/withdraw`)).status).toBe(403);
    expect((await as('dreyes').post(`/api/call-requests/${requestId}/withdraw`)).status).toBe(403);
    // Approval is not required here: a scheduler has nothing to approve.
    expect((await as('staff').post(`/api/call-requests/${requestId}/approve`)).status).toBe(409);
    expect((await as('physician').post(`/api/call-requests/${requestId}/approve`)).status).toBe(403);
  });

  it('accepted, applies at once through the calendar, its History saying it was a swap, and undoable', async () => {
    const accepted = await as('dreyes').post(`/api/call-requests/${requestId}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.request).toMatchObject({ state: 'applied', accepted_by: { id: id.dreyes } });
    expect(accepted.body.request.applied_at).not.toBeNull();
    expect((await dayOf(t, date))?.surgeon_1st).toBe(id.dreyes);
    expect((await dayOf(t, back))?.surgeon_2nd).toBe(id.swhitman);

    const history = (await as('staff').get(`/api/history/call-calendar/${date}`)).body.entries as AuditEntry[];
    expect((history[0]!.after as { reason: string }).reason).toBe('Swap SW ↔ DR');
    const requestHistory = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('area', '=', 'call-requests')
      .where('entity_id', '=', String(requestId))
      .execute();
    expect(requestHistory.map((row) => JSON.parse(row.after!).state)).toEqual(['proposed', 'accepted', 'applied']);

    const undone = await as('staff').post(`/api/audit-log/${history[0]!.id}/undo`, { acknowledge_warnings: true });
    expect(undone.status, JSON.stringify(undone.body)).toBeLessThan(300);
    expect((await dayOf(t, date))?.surgeon_1st).toBe(id.swhitman);
  });

  it('tells the author once; a second accept is 409 with the request as it is', async () => {
    const again = await as('dreyes').post(`/api/call-requests/${requestId}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.current.request.state).toBe('applied');
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
    const of = await as('dreyes').get(`/api/request-messages/${message.message_id}`);
    expect(of.body.call_request.request.id).toBe(requestId);
    expect((await as('mchen').get(`/api/request-messages/${message.message_id}`)).status).toBe(404);
  });
});

describe('a swap that would break a hard rule', () => {
  it('is refused at apply time with the rule message, and nothing changes', async () => {
    await setDay(t, tokens.staff!, '2031-06-03', { surgeon_1st: id.swhitman, surgeon_o_am: id.dreyes });
    await setDay(t, tokens.staff!, '2031-06-10', { surgeon_2nd: id.dreyes });
    const made = await as('swhitman').post('/api/call-requests', swapBody('2031-06-03', 'dreyes', '2031-06-10'));
    expect(made.status).toBe(201);
    const before = [await dayOf(t, '2031-06-03'), await dayOf(t, '2031-06-10')];
    const accepted = await as('dreyes').post(`/api/call-requests/${made.body.request.id}/accept`);
    expect(accepted.status).toBe(422);
    expect(accepted.body.message).toBe('David Reyes cannot take both the 1st and the O AM slot on 06/03/2031.');
    expect([await dayOf(t, '2031-06-03'), await dayOf(t, '2031-06-10')]).toEqual(before);
    const after = await as('dreyes').get(`/api/call-requests/${made.body.request.id}`);
    expect(after.body.request).toMatchObject({ state: 'proposed', version: 1, accepted_by: null });
    expect(await noticeCounts(t, made.body.request.id)).toEqual({
      [`${id.dreyes}: Call swap request: SW asks to swap 1st on 06/03/2031 for your 2nd on 06/10/2031`]: 1,
    });
  });

  it('warns on a soft rule until acknowledged', async () => {
    await setDay(t, tokens.staff!, '2031-06-17', { surgeon_1st: id.swhitman });
    await setDay(t, tokens.staff!, '2031-06-18', { surgeon_1st: id.dreyes });
    await setDay(t, tokens.staff!, '2031-06-24', { surgeon_2nd: id.dreyes });
    const made = await as('swhitman').post('/api/call-requests', swapBody('2031-06-17', 'dreyes', '2031-06-24'));
    const path = `/api/call-requests/${made.body.request.id}/accept`;
    const warned = await as('dreyes').post(path);
    expect(warned.status).toBe(422);
    expect(warned.body.errorType).toBe('schedule_warning');
    expect((await dayOf(t, '2031-06-17'))?.surgeon_1st).toBe(id.swhitman);
    const accepted = await as('dreyes').post(path, { acknowledge_warnings: true });
    expect(accepted.status).toBe(200);
    expect((await dayOf(t, '2031-06-17'))?.surgeon_1st).toBe(id.dreyes);
  });

  it('whose calls changed since it was made is 409 and stays proposed', async () => {
    await setDay(t, tokens.staff!, '2031-06-05', { surgeon_1st: id.swhitman });
    await setDay(t, tokens.staff!, '2031-06-12', { surgeon_2nd: id.dreyes });
    const made = await as('swhitman').post('/api/call-requests', swapBody('2031-06-05', 'dreyes', '2031-06-12'));
    await setDay(t, tokens.staff!, '2031-06-05', { surgeon_1st: id.mchen });
    const accepted = await as('dreyes').post(`/api/call-requests/${made.body.request.id}/accept`);
    expect(accepted.status).toBe(409);
    expect(accepted.body.message).toBe('The calls changed since this request was made.');
    expect(accepted.body.current.request.state).toBe('proposed');
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
    const eligible = await as('swhitman').get(`/api/call-requests/eligible?date=${date}&slot=surgeon_1st`);
    expect(eligible.body.surgeons.map((s: { id: number }) => s.id).sort()).toEqual([id.dreyes, id.physician].sort());
    const made = await as('swhitman').post('/api/call-requests', { kind: 'give-away', date, slot: 'surgeon_1st' });
    expect(made.status).toBe(201);
    requestId = made.body.request.id;
    expect(made.body.request.offered_to.map((s: { id: number }) => s.id).sort()).toEqual(
      [id.dreyes, id.physician].sort(),
    );
    expect((await noticesOf(t, requestId)).map((n) => n.recipient).sort()).toEqual([id.dreyes, id.physician].sort());
  });

  it('a colleague declining drops out; the request stays open to the others', async () => {
    expect((await as('mchen').post(`/api/call-requests/${requestId}/decline`)).status).toBe(403);
    const declined = await as('physician').post(`/api/call-requests/${requestId}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.request.state).toBe('proposed');
    expect(declined.body.request.offered_to.map((s: { id: number }) => s.id)).toEqual([id.dreyes]);
    expect((await as('physician').post(`/api/call-requests/${requestId}/accept`)).status).toBe(403);
  });

  it('the first to accept takes it; the History says it was given away', async () => {
    const accepted = await as('dreyes').post(`/api/call-requests/${requestId}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await dayOf(t, date))?.surgeon_1st).toBe(id.dreyes);
    const history = (await as('staff').get(`/api/history/call-calendar/${date}`)).body.entries as AuditEntry[];
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
    const made = await as('swhitman').post('/api/call-requests', {
      kind: 'give-away',
      date: other,
      slot: 'surgeon_1st',
    });
    expect(made.body.request.offered_to.map((s: { id: number }) => s.id)).toEqual([id.dreyes]);
    const declined = await as('dreyes').post(`/api/call-requests/${made.body.request.id}/decline`, { note: 'Away' });
    expect(declined.body.request.state).toBe('declined');
    expect((await noticesOf(t, made.body.request.id)).filter((n) => n.recipient === id.swhitman)).toEqual([
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
    const made = await as('swhitman').post('/api/call-requests', {
      kind: 'give-away',
      date: full,
      slot: 'surgeon_1st',
    });
    expect(made.status).toBe(422);
    expect(made.body.errors.to_surgeon_id[0]).toMatch(/No colleague can take/);
  });
});

describe('a cover offer', () => {
  const date = '2031-08-05';
  beforeAll(async () => {
    await setDay(t, tokens.staff!, date, { surgeon_1st: id.swhitman, surgeon_2nd: null });
  });

  it('is made by a scheduler (403 otherwise) for an empty slot only (422)', async () => {
    expect((await as('physician').post('/api/call-requests/cover', { date, slot: 'surgeon_2nd' })).status).toBe(403);
    const full = await as('staff').post('/api/call-requests/cover', { date, slot: 'surgeon_1st' });
    expect(full.status).toBe(422);
    expect(full.body.errors.slot[0]).toMatch(/is not empty/);
  });

  it('is offered to every eligible colleague, filled by the first to accept', async () => {
    const made = await as('staff').post('/api/call-requests/cover', { date, slot: 'surgeon_2nd', note: 'Please' });
    expect(made.status).toBe(201);
    const requestId = made.body.request.id;
    expect(made.body.request).toMatchObject({ kind: 'cover', from_surgeon: null, author: { id: id.staff } });
    expect(made.body.request.offered_to.map((s: { id: number }) => s.id)).not.toContain(id.swhitman);
    const accepted = await as('mchen').post(`/api/call-requests/${requestId}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await dayOf(t, date))?.surgeon_2nd).toBe(id.mchen);
    const history = (await as('staff').get(`/api/history/call-calendar/${date}`)).body.entries as AuditEntry[];
    expect((history[0]!.after as { reason: string }).reason).toBe('Cover taken by MC');
    expect((await as('dreyes').post(`/api/call-requests/${requestId}/accept`)).status).toBe(409);
  });

  it('may be withdrawn by any scheduler; then accepting is 409', async () => {
    await setDay(t, tokens.staff!, '2031-08-06', { surgeon_2nd: null });
    const made = await as('staff').post('/api/call-requests/cover', { date: '2031-08-06', slot: 'surgeon_2nd' });
    const requestId = made.body.request.id;
    expect((await as('physician').post(`/api/call-requests/${requestId}/withdraw`)).status).toBe(403);
    const withdrawn = await as('admin').post(`/api/call-requests/${requestId}/withdraw`);
    expect(withdrawn.body.request.state).toBe('withdrawn');
    const late = await as('mchen').post(`/api/call-requests/${requestId}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.current.request.state).toBe('withdrawn');
  });
});

describe('withdrawing and declining a named request', () => {
  it('the author withdraws; the counterpart is told once', async () => {
    await setDay(t, tokens.staff!, '2031-09-02', { surgeon_1st: id.swhitman });
    const made = await as('swhitman').post('/api/call-requests', {
      kind: 'give-away',
      date: '2031-09-02',
      slot: 'surgeon_1st',
      to_surgeon_id: id.mchen,
    });
    expect(made.status).toBe(201);
    const withdrawn = await as('swhitman').post(`/api/call-requests/${made.body.request.id}/withdraw`);
    expect(withdrawn.body.request.state).toBe('withdrawn');
    expect((await as('swhitman').post(`/api/call-requests/${made.body.request.id}/withdraw`)).status).toBe(409);
    expect(await noticeCounts(t, made.body.request.id)).toEqual({
      [`${id.mchen}: Call give-away request: SW offers you 1st on 09/02/2031`]: 1,
      [`${id.mchen}: Call give-away withdrawn`]: 1,
    });
  });

  it('the counterpart declines; the author is told', async () => {
    await setDay(t, tokens.staff!, '2031-09-03', { surgeon_1st: id.swhitman });
    const made = await as('swhitman').post('/api/call-requests', {
      kind: 'give-away',
      date: '2031-09-03',
      slot: 'surgeon_1st',
      to_surgeon_id: id.mchen,
    });
    const declined = await as('mchen').post(`/api/call-requests/${made.body.request.id}/decline`);
    expect(declined.body.request.state).toBe('declined');
    expect((await as('mchen').post(`/api/call-requests/${made.body.request.id}/accept`)).status).toBe(409);
    expect((await dayOf(t, '2031-09-03'))?.surgeon_1st).toBe(id.swhitman);
  });
});
