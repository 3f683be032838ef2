import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, type TestSocket } from '../test/sockets.js';
import { MemoryPersonJoinLimits, SESSION_JOINS, USER_JOINS } from './person-join-limits.js';
import { joinAtOnce, looksAt } from './realtime.test-support.js';

let t: TestApp;
let baseUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function socketsOf(tokens: string[]): Promise<TestSocket[]> {
  const opened = await Promise.all(tokens.map((token) => connectSocket(baseUrl, token)));
  sockets.push(...opened);
  return opened;
}

describe('room joins are limited per person, not per socket (20 real sockets)', () => {
  it("one session's 20 sockets get no more than the session's joins; the room is recorded as read once", async () => {
    const token = await t.login('physician');
    const many = await socketsOf(Array.from({ length: 20 }, () => token));
    const joins = await joinAtOnce(many, rooms.list('rounds'), 10, SESSION_JOINS);
    expect(joins.admitted + joins.limited).toBe(200);
    expect(joins.admitted).toBeGreaterThanOrEqual(SESSION_JOINS.burst);
    expect(joins.admitted).toBeLessThanOrEqual(joins.mostAllowed);
    expect(await looksAt(t.db, await t.userId('physician'), 'rounds')).toBe(1);
  });

  it("one user's 20 sockets in four sessions get no more than the user's joins together; each session's read is recorded once", async () => {
    const sessions = [];
    for (let n = 0; n < 4; n += 1) sessions.push(await t.login('pnatarajan'));
    const many = await socketsOf(sessions.flatMap((token) => Array.from({ length: 5 }, () => token)));
    const joins = await joinAtOnce(many, rooms.list('operative-log'), 12, USER_JOINS);
    expect(joins.admitted + joins.limited).toBe(240);
    expect(joins.admitted).toBeGreaterThanOrEqual(USER_JOINS.burst);
    expect(joins.admitted).toBeLessThanOrEqual(joins.mostAllowed);
    const sessionsIn = sessions.filter((_, n) =>
      joins.admittedBySocket.slice(n * 5, n * 5 + 5).some((admitted) => admitted > 0),
    ).length;
    expect(await looksAt(t.db, await t.userId('pnatarajan'), 'operative-log')).toBe(sessionsIn);
  });

  it('another user, joining while the first is held back, is not', async () => {
    const token = await t.login('mchen');
    const held = await socketsOf(Array.from({ length: 10 }, () => token));
    const [first, other] = await Promise.all([
      joinAtOnce(held, rooms.list('rounds'), 10, SESSION_JOINS),
      (async () => joinAtOnce(await socketsOf([await t.login('staff')]), rooms.list('rounds'), 20, SESSION_JOINS))(),
    ]);
    expect(first.limited).toBeGreaterThan(0);
    expect(other).toMatchObject({ admitted: 20, limited: 0 });
  });
});

describe('the buckets of one node', () => {
  it('hold a session to its burst, give joins back at its rate, and count a session against its user', async () => {
    let now = 1_000_000;
    const limits = new MemoryPersonJoinLimits({ burst: 3, perSecond: 1 }, { burst: 5, perSecond: 1 }, () => now);
    const take = (sessionId: string, id = 7) => limits.take({ sessionId, id });
    expect([await take('a'), await take('a'), await take('a'), await take('a')]).toEqual([true, true, true, false]);
    expect([await take('b'), await take('b'), await take('b')]).toEqual([true, true, false]); // the user's fifth
    expect(await take('c', 8)).toBe(true);
    now += 1_000;
    expect([await take('b'), await take('b')]).toEqual([true, false]);
  });
});
