import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { postgresReachable } from '../test/scratch-postgres.js';
import { dayOf, noticeCounts, setDay } from './call-requests.test-support.js';
import { callRequestsContract } from '../../shared/contract/call-requests.js';
import { answered } from '../test/call-declared.js';

const onPostgres = await postgresReachable();
if (!onPostgres) console.warn('PostgreSQL is not reachable on loopback: concurrent accepts run on SQLite only.');
const databases = onPostgres ? (['postgres', 'sqlite'] as const) : (['sqlite'] as const);

const TAKERS = ['dreyes', 'mchen', 'pnatarajan', 'physician'] as const;

describe.each(databases)('colleagues accepting one give-away to all at once (%s)', (database) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ database });
    tokens = await t.loginEach(['staff', 'swhitman', ...TAKERS]);
  }, 60_000);
  afterAll(() => t?.close());

  it('gives exactly one winner; the others get 409 with the applied request', async () => {
    for (const [round, date] of ['2033-04-05', '2033-04-12', '2033-04-19'].entries()) {
      const author = await t.userId('swhitman');
      await setDay(t, tokens.staff!, date, {
        surgeon_1st: author,
        surgeon_2nd: null,
        surgeon_o_am: null,
        surgeon_o_pm: null,
      });
      const made = await t.call(
        callRequestsContract.create,
        { body: { kind: 'give-away', date, slot: 'surgeon_1st' } },
        tokens.swhitman,
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const requestId = answered(made, 201).request.id;
      expect(answered(made, 201).request.offered_to).toHaveLength(TAKERS.length);

      const responses = await Promise.all(
        TAKERS.map((username) =>
          t.api(tokens[username]).post(`/api/call-requests/${requestId}/accept`, { acknowledge_warnings: true }),
        ),
      );
      const winners = responses.filter((response) => response.status === 200);
      const losers = responses.filter((response) => response.status === 409);
      expect(winners, `round ${round}: ${responses.map((r) => r.status).join(',')}`).toHaveLength(1);
      expect(
        losers,
        JSON.stringify(responses.filter((r) => r.status !== 200 && r.status !== 409).map((r) => r.body)),
      ).toHaveLength(TAKERS.length - 1);
      const winner = winners[0]!.body.request.accepted_by.id;
      for (const loser of losers) expect(loser.body.current.request).toMatchObject({ state: 'applied' });
      expect((await dayOf(t, date))?.surgeon_1st).toBe(winner);
      const dayEntries = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('area', '=', 'call-calendar')
        .where('entity_id', '=', date)
        .execute();
      // The scheduler's save and the one give-away.
      expect(dayEntries).toHaveLength(2);
      expect((await noticeCounts(t, requestId))[`${author}: Call give-away accepted and applied`]).toBe(1);
    }
  });
});
