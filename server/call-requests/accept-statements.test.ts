import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { callRequestsContract } from '../../shared/contract/call-requests.js';
import { answered } from '../test/call-declared.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent } from '../test/sockets.js';

/**
 * What accepting a give-away costs the database, on the answer's path and after it. The writes
 * record what they changed; the live projectors read what the rooms need once the transaction has
 * committed, and the HTTP answer does not wait for them. Listed as `verb table`, without the
 * request's session check.
 */
let recording: string[] | null = null;
let t: TestApp;
const recorder: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    const { sql } = t.app.db.getExecutor().compileQuery(node, queryId);
    const table = /^(?:select .*?\bfrom|insert into|update|delete from) "(\w+)"/s.exec(sql)?.[1];
    if (table !== 'sessions') recording?.push(`${sql.split(' ')[0]} ${table}`);
    return node;
  },
  transformResult: async ({ result }) => result,
};

const DATE = '2031-06-10';
let tokens: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ now: '2031-05-20T09:00', dbPlugin: recorder });
  tokens = await t.loginEach(['admin', 'swhitman', 'dreyes']);
  ids = { swhitman: await t.userId('swhitman'), dreyes: await t.userId('dreyes') };
  const day = { date: DATE, surgeon_1st: ids.swhitman!, surgeon_2nd: null, surgeon_o_am: null, surgeon_o_pm: null };
  const saveDay = { body: { entries: [day], acknowledge_warnings: true } };
  answered(await t.call(callCalendarContract.saveEntries, saveDay, tokens.admin));
});
afterAll(() => t.close());

describe('the statements of accepting a give-away', () => {
  it('at most 30 before the answer; the rooms hear of it after, from what the commit recorded', async () => {
    const giveAway = {
      kind: 'give-away' as const,
      date: DATE,
      slot: 'surgeon_1st' as const,
      to_surgeon_id: ids.dreyes,
    };
    const created = answered(await t.call(callRequestsContract.create, { body: giveAway }, tokens.swhitman), 201);
    await t.app.projections.settled();
    const base = await t.listen();
    const watcher = await connectSocket(base, tokens.admin!);
    await joinRoom(watcher, rooms.month('2031-06'));
    const saved = nextEvent(watcher, 'call-entries:saved');
    const changed = nextEvent(watcher, 'call-request:changed');

    recording = [];
    const accepted = answered(
      await t.call(
        callRequestsContract.accept,
        { params: { id: created.request.id }, body: { acknowledge_warnings: true } },
        tokens.dreyes,
      ),
    );
    const beforeAnswer = [...recording];
    await t.app.projections.settled();
    const afterAnswer = recording.slice(beforeAnswer.length);
    recording = null;

    expect(accepted.request.state).toBe('applied');
    expect(((await saved) as { entries: { surgeon_1st: number }[] }).entries[0]!.surgeon_1st).toBe(ids.dreyes);
    expect(await changed).toMatchObject({ id: created.request.id, state: 'applied' });
    watcher.disconnect();

    console.info(`accept: ${beforeAnswer.length} statements before the answer, ${afterAnswer.length} after it`);
    expect(beforeAnswer.length).toBeLessThanOrEqual(30);
    // The projectors read what only the rooms need after the answer: the day's overlay, coverage, counters.
    expect(afterAnswer).toEqual(expect.arrayContaining(['select office_closures', 'select time_off_dates']));
  });
});
