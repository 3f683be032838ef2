import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionEndReason } from '../../shared/realtime/events.js';
import { rooms } from '../../shared/realtime/rooms.js';
import type { RoundRecord } from '../../shared/schemas/rounds.js';
import { revokeSession } from '../auth/sessions.repository.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, recordEvents, type TestSocket } from '../test/sockets.js';
import { roundsContract } from '../../shared/contract/rounds.js';
import { authContract } from '../../shared/contract/auth.js';
import { usersContract } from '../../shared/contract/users.js';
import { answered } from '../test/call-declared.js';

const IDLE_MS = 60_000;
let t: TestApp;
let baseUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { sessionIdleMs: IDLE_MS, sessionSweepMs: 250 } });
  baseUrl = await t.listen();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const sessionOf = (token: string) => t.app.jwt.decode<{ sid: string }>(token)!.sid;

/** A socket in the rounds room, with what it receives and a promise of its session's end. */
async function roundsWatcher(token: string) {
  const socket = await connectSocket(baseUrl, token);
  sockets.push(socket);
  await joinRoom(socket, rooms.list('rounds'));
  const received = recordEvents(socket, 'round:upserted');
  const ended = new Promise<{ reason: SessionEndReason; disconnect: string }>((resolve) =>
    socket.once('session:ended', ({ reason }) =>
      socket.once('disconnect', (disconnect) => resolve({ reason, disconnect })),
    ),
  );
  return { socket, received, ended };
}

/**
 * Publishes a rounds event every `everyMs`, each stamped with the moment it was due, not the
 * moment its callback ran: on a busy machine a callback due before a session's deadline may run
 * after it (timers fire in due order), and a later stamp would count it as sent after the end.
 */
function publishRoundsEvery(everyMs: number) {
  const sentAt = new Map<number, number>();
  let next = -1;
  let due = Date.now() + everyMs;
  let timer: NodeJS.Timeout;
  const tick = () => {
    next -= 1;
    sentAt.set(next, due);
    t.app.publisher.publish(rooms.list('rounds'), 'round:upserted', { id: next } as RoundRecord);
    due += everyMs;
    timer = setTimeout(tick, Math.max(0, due - Date.now()));
  };
  timer = setTimeout(tick, everyMs);
  return { sentAt, stop: () => clearTimeout(timer) };
}

let patients = 0;
/** Saves a round over HTTP; answers it once `control` (a live socket in the rounds room) has it. */
async function saveRound(control: TestSocket): Promise<RoundRecord> {
  patients += 1;
  const author = await t.login('physician');
  const seen = nextEvent(control, 'round:upserted');
  const response = await t.call(
    roundsContract.create,
    {
      body: {
        room: '3',
        first_name: 'Ended',
        last_name: `Session${patients}`,
        age: '50 M',
        mrn: `SE-${patients}`,
        diagnosis: 'Appendicitis',
        procedure: 'Lap appy',
        notes: 'Diet: NPO',
        facility: 'PHH',
        so: 0,
        dc: 0,
      },
    },
    author,
  );
  expect(response.status).toBe(201);
  return seen;
}

/** After the session ended: a change reaches a live socket, and nothing reaches the ended one. */
async function expectNothingAfterEnd(ended: Awaited<ReturnType<typeof roundsWatcher>>) {
  const control = await roundsWatcher(await t.login('staff'));
  const before = ended.received.length;
  const round = await saveRound(control.socket);
  expect(control.received.map((r) => r.id)).toContain(round.id);
  expect(ended.received.length).toBe(before);
  expect(ended.socket.connected).toBe(false);
}

const setLastSeen = (token: string, at: number) =>
  t.db
    .updateTable('sessions')
    .set({ last_seen_at: new Date(at).toISOString() })
    .where('id', '=', sessionOf(token))
    .execute();

describe('a socket ends with its session, with no request to notice it', () => {
  it('idle expiry: the idle socket is told, disconnected, its session revoked and recorded once', async () => {
    const token = await t.login('staff');
    const idle = await roundsWatcher(token);
    await setLastSeen(token, Date.now() - IDLE_MS - 1_000);
    expect(await idle.ended).toEqual({ reason: 'expired', disconnect: 'io server disconnect' });
    await expectNothingAfterEnd(idle);
    expect((await t.call(authContract.currentUser, {}, token)).status).toBe(401);
    const ends = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('area', '=', 'sessions')
      .where('action', '=', 'session-ended')
      .where('actor_user_id', '=', await t.userId('staff'))
      .execute();
    expect(ends.map((e) => JSON.parse(e.after!))).toEqual([{ reason: 'idle' }]);
  });

  it('a page in use (it reports mouse or keys) keeps its session: the report counts as using it', async () => {
    const token = await t.login('staff');
    const reading = await roundsWatcher(token);
    const setBack = Date.now() - IDLE_MS + 3_000;
    await setLastSeen(token, setBack);
    reading.socket.emit('session:active');
    const lastSeen = async () =>
      Date.parse(
        (
          await t.db
            .selectFrom('sessions')
            .select('last_seen_at')
            .where('id', '=', sessionOf(token))
            .executeTakeFirstOrThrow()
        ).last_seen_at,
      );
    await expect.poll(lastSeen).toBeGreaterThan(setBack + 50_000);
    expect(reading.socket.connected).toBe(true);
    expect((await t.call(authContract.currentUser, {}, token)).status).toBe(200);
  });

  it('idle expiry: no event sent after the idle limit reaches the socket (a timer at the deadline, not the next sweep)', async () => {
    const token = await t.login('staff');
    const idle = await roundsWatcher(token);
    const lastSeen = Date.now() - IDLE_MS + 700;
    await setLastSeen(token, lastSeen);
    // Events published every few ms, each stamped with when it left; the session is idle from lastSeen + IDLE_MS + 1.
    const { sentAt, stop } = publishRoundsEvery(5);
    await idle.ended.finally(stop);
    const late = idle.received.filter((r) => sentAt.get(r.id)! > lastSeen + IDLE_MS + 10);
    expect(idle.received.length).toBeGreaterThan(10); // it was receiving until the end
    expect(late).toEqual([]);
  });

  it('absolute expiry: the socket ends when its token expires, though the session was used a moment ago', async () => {
    const sid = sessionOf(await t.login('staff'));
    const shortLived = t.app.jwt.sign({ sid, exp: Math.floor(Date.now() / 1000) + 2 });
    const expiresAt = t.app.jwt.decode<{ exp: number }>(shortLived)!.exp * 1000;
    const socket = await roundsWatcher(shortLived);
    const { sentAt, stop } = publishRoundsEvery(20);
    expect((await socket.ended.finally(stop)).reason).toBe('expired');
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
    expect(socket.received.filter((r) => sentAt.get(r.id)! > expiresAt + 10)).toEqual([]);
    await expectNothingAfterEnd(socket);
    expect((await t.call(authContract.currentUser, {}, shortLived)).status).toBe(401);
  });

  it('a revocation nobody announced (no endSessions: another node, Redis down) ends the socket at the next sweep', async () => {
    const token = await t.login('staff');
    const revoked = await roundsWatcher(token);
    await revokeSession(t.db, sessionOf(token));
    expect((await revoked.ended).reason).toBe('logout');
    await expectNothingAfterEnd(revoked);
  });
});

describe('a socket ends with its session when someone ends it', () => {
  it("password change: the user's other sessions end, the one that changed it stays", async () => {
    const changing = await t.login('physician');
    const other = await roundsWatcher(await t.login('physician'));
    const staying = await roundsWatcher(changing);
    // What a password change does (server/auth): revoke every other session, then tell their sockets.
    const userId = await t.userId('physician');
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('id', '!=', sessionOf(changing))
      .where('revoked_at', 'is', null)
      .execute();
    t.app.publisher.endSessions({ userId, exceptSessionId: sessionOf(changing) }, 'logout');
    expect((await other.ended).reason).toBe('logout');
    await expectNothingAfterEnd(other);
    expect(staying.socket.connected).toBe(true);
    const round = await saveRound(staying.socket);
    expect(staying.received.map((r) => r.id)).toContain(round.id);
  });

  it.each([
    ['role change', { role: 1 }, 'logout'],
    ['deactivation', { user_status: 0 }, 'deactivated'],
  ] as const)('%s: every socket of the user ends', async (_what, change, reason) => {
    const admin = await t.login('admin');
    const id = await t.userId('ceo');
    const socket = await roundsWatcher(await t.login('ceo'));
    const current = answered(await t.call(usersContract.get, { params: { id } }, admin)).user;
    expect(
      (await t.call(usersContract.update, { params: { id }, body: { ...current, ...change } }, admin)).status,
    ).toBe(200);
    expect((await socket.ended).reason).toBe(reason);
    await expectNothingAfterEnd(socket);
    await t.call(usersContract.update, { params: { id }, body: current }, admin);
  });
});
