import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../shared/realtime/rooms.js';
import { callCalendarContract } from '../shared/contract/call-calendar.js';
import { callRequestsContract } from '../shared/contract/call-requests.js';
import { caseTrackingContract } from '../shared/contract/case-tracking.js';
import { connectBoard, registerBoard } from './boards/boards.test-support.js';
import { addCaseAs } from './case-tracking/case-tracking.factories.test-support.js';
import { answered } from './test/call-declared.js';
import { createTestApp, type TestApp } from './test/harness.js';
import { connectSocket, joinRoom, nextEvent } from './test/sockets.js';
import { statementRecorder } from './test/statement-recorder.js';

/**
 * What the main writes cost the database, on the answer's path and after it. The writes of the
 * scheduling core and the request areas record what they changed; the live projectors read what
 * the rooms need once the transaction has committed, and the HTTP answer does not wait for them.
 * Listed as `verb table`, without the request's session check; the figures are printed for
 * docs/benchmarks.md.
 */
let t: TestApp;
let listening: Promise<string> | undefined;
/** The portal's address, listening from the first test that needs a socket. */
const baseUrl = () => (listening ??= t.listen());
const statements = statementRecorder(() => t.app.db);

const DATE = '2031-06-10';
let tokens: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ now: '2031-05-20T09:00', dbPlugin: statements.plugin });
  tokens = await t.loginEach(['admin', 'swhitman', 'dreyes']);
  ids = { swhitman: await t.userId('swhitman'), dreyes: await t.userId('dreyes') };
  const day = { date: DATE, surgeon_1st: ids.swhitman!, surgeon_2nd: null, surgeon_o_am: null, surgeon_o_pm: null };
  const saveDay = { body: { entries: [day], acknowledge_warnings: true } };
  answered(await t.call(callCalendarContract.saveEntries, saveDay, tokens.admin));
});
afterAll(() => t.close());

/**
 * The statements of `write` up to its answer and those its projectors ran after it (until they
 * settled), printed for docs/benchmarks.md under `name`; answers the write's answer too.
 */
async function statementsAround<T>(name: string, write: () => Promise<T>) {
  statements.start();
  const answer = await write();
  const beforeAnswer = statements.sofar();
  await t.app.projections.settled();
  const afterAnswer = statements.stop().slice(beforeAnswer.length);
  console.info(`${name}: ${beforeAnswer.length} statements before the answer, ${afterAnswer.length} after it`);
  return { answer, beforeAnswer, afterAnswer };
}

describe('the statements of the main writes', () => {
  it('accepting a give-away: at most 30 before the answer; the rooms hear of it after, from what the commit recorded', async () => {
    const giveAway = {
      kind: 'give-away' as const,
      date: DATE,
      slot: 'surgeon_1st' as const,
      to_surgeon_id: ids.dreyes,
    };
    const created = answered(await t.call(callRequestsContract.create, { body: giveAway }, tokens.swhitman), 201);
    await t.app.projections.settled();
    const watcher = await connectSocket(await baseUrl(), tokens.admin!);
    await joinRoom(watcher, rooms.month('2031-06'));
    const saved = nextEvent(watcher, 'call-entries:saved');
    const changed = nextEvent(watcher, 'call-request:changed');

    const {
      answer: accepted,
      beforeAnswer,
      afterAnswer,
    } = await statementsAround('accept', async () =>
      answered(
        await t.call(
          callRequestsContract.accept,
          { params: { id: created.request.id }, body: { acknowledge_warnings: true } },
          tokens.dreyes,
        ),
      ),
    );

    expect(accepted.request.state).toBe('applied');
    expect(((await saved) as { entries: { surgeon_1st: number }[] }).entries[0]!.surgeon_1st).toBe(ids.dreyes);
    expect(await changed).toMatchObject({ id: created.request.id, state: 'applied' });
    watcher.disconnect();

    expect(beforeAnswer.length).toBeLessThanOrEqual(30);
    // The projectors read what only the rooms need after the answer: the day's overlay, coverage, counters.
    expect(afterAnswer).toEqual(expect.arrayContaining(['select office_closures', 'select time_off_dates']));
  });

  it('saving a call day directly: its rules and write before the answer, overlays, coverage and counters after', async () => {
    const day = {
      date: '2031-06-17',
      surgeon_1st: ids.dreyes!,
      surgeon_2nd: null,
      surgeon_o_am: null,
      surgeon_o_pm: null,
    };
    const { beforeAnswer, afterAnswer } = await statementsAround('calendar save', async () =>
      answered(
        await t.call(
          callCalendarContract.saveEntries,
          { body: { entries: [day], acknowledge_warnings: true } },
          tokens.admin,
        ),
      ),
    );
    expect(beforeAnswer.length).toBeLessThanOrEqual(12);
    expect(beforeAnswer).not.toContain('select practice_holidays');
    expect(afterAnswer).toContain('select practice_holidays');
  });

  it('recording a milestone: the case and its day read once; its day room and a family board told after the commit, with nothing read again', async () => {
    const staff = await t.login('staff');
    const family = await registerBoard(t, tokens.admin!, 'Waiting room', 'family');
    const board = await connectBoard(await baseUrl(), family.token);
    await joinRoom(board.socket, rooms.familyDay('2031-05-20'));
    // A new case: the family board reads its whole day once (measured apart from the milestone).
    const dayTold = nextEvent(board.socket, 'family:day-changed');
    const eventId = await addCaseAs(t, staff, ids.dreyes!, {
      event_date: '2031-05-20',
      start_time: '13:00',
      end_time: '14:00',
    });
    await dayTold;
    const told = nextEvent(board.socket, 'family:case-changed');
    const { beforeAnswer, afterAnswer } = await statementsAround('milestone', async () =>
      answered(
        await t.call(
          caseTrackingContract.setMilestone,
          { params: { eventId }, body: { step: 'checked_in', version: 0 } },
          staff,
        ),
      ),
    );
    expect(beforeAnswer).toContain('insert audit_log');
    // 10 statements (its case code was issued when the family board read the new case), and the
    // OR figures of the case's day kept before the commit: 5 more.
    expect(beforeAnswer.filter((statement) => statement.includes(' or_metric_'))).toEqual([
      'update or_metric_settings',
      'delete or_metric_days',
      'insert or_metric_days',
      'delete or_metric_counts',
      'insert or_metric_counts',
    ]);
    expect(beforeAnswer.length).toBe(15);
    expect(afterAnswer).toEqual([]);
    expect(await told).toMatchObject({ date: '2031-05-20', stage: 'Checked in' });
    board.socket.close();
  });
});
