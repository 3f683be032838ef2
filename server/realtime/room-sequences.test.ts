import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { RoundRecord, RoundsSnapshot } from '../../shared/schemas/rounds.js';
import { buildApp } from '../app.js';
import { createTestApp, testConfig, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoomWithSeq, recordRoomEvents, type TestSocket } from '../test/sockets.js';
import { until } from '../test/until.js';
import { connectRedis, type RedisClient } from './redis.js';
import { attachRedisAdapter } from './redis-adapter.js';
import { roundsContract } from '../../shared/contract/rounds.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const patient = (last_name: string) => ({
  room: '4',
  first_name: 'Seq',
  last_name,
  age: '40 F',
  mrn: `S-${last_name}`,
  diagnosis: 'Cholecystitis',
  procedure: 'Lap chole',
  notes: 'Diet: NPO',
  facility: 'PHH',
  so: 0,
  dc: 0,
});

describe('room sequence numbers (one node, in memory)', () => {
  let t: TestApp;
  let baseUrl: string;
  let physician: string;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.listen();
    physician = await t.login('physician');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });
  const socketOf = async (username = 'staff') => {
    const socket = await connectSocket(baseUrl, await t.login(username));
    sockets.push(socket);
    return socket;
  };

  it('numbers each room on its own, one more per event, starting above the number the join answered', async () => {
    const socket = await socketOf();
    const list = await joinRoomWithSeq(socket, rooms.list('rounds'));
    const day = await joinRoomWithSeq(socket, rooms.day('2031-03-04'));
    expect(list.seq).toEqual(expect.any(Number));
    const events = recordRoomEvents(socket, 'round:upserted');
    for (const name of ['One', 'Two', 'Three']) await t.call(roundsContract.create, { body: patient(name) }, physician);
    await until(() => events.length === 3, 'the room events', { timeoutMs: 5_000, everyMs: 20 });
    expect(events.map((event) => event.meta)).toEqual([1, 2, 3].map((n) => ({ room: 'rounds', seq: list.seq! + n })));
    // The day room's numbering did not move.
    expect((await joinRoomWithSeq(socket, rooms.day('2031-03-04'))).seq).toBe(day.seq);
    expect((await joinRoomWithSeq(socket, rooms.list('rounds'))).seq).toBe(list.seq! + 3);
  });

  it('lets a client that missed events while disconnected converge to the database by rejoining', async () => {
    const socket = await socketOf();
    const first = await joinRoomWithSeq<{ rounds: RoundsSnapshot }>(socket, rooms.list('rounds'));
    const held = new Map<number, RoundRecord>(first.data.rounds.active.map((round) => [round.id, round]));
    let last = first.seq!;
    socket.on('round:upserted', (round, meta) => {
      if (meta?.seq !== undefined && meta.seq <= last) return;
      if (meta?.seq !== undefined) last = meta.seq;
      held.set(round.id, round);
    });
    socket.disconnect();
    const missed = (await t.call(roundsContract.create, { body: patient('Missed') }, physician)).body as RoundRecord;
    socket.connect();
    await until(() => socket.connected, 'the socket to connect', { timeoutMs: 5_000, everyMs: 20 });
    const again = await joinRoomWithSeq<{ rounds: RoundsSnapshot }>(socket, rooms.list('rounds'));
    expect(again.seq).toBeGreaterThan(first.seq!);
    for (const round of again.data.rounds.active) held.set(round.id, round);
    const seen = recordRoomEvents(socket, 'round:upserted');
    await t.call(roundsContract.create, { body: patient('After') }, physician);
    await until(() => seen.length === 1, 'the room events', { timeoutMs: 5_000, everyMs: 20 });
    expect(seen[0]!.meta?.seq).toBe(again.seq! + 1);
    const database = await t.db
      .selectFrom('hospital_rounds')
      .select(['id', 'version'])
      .where('is_archived', '=', 0)
      .where('so', '=', 0)
      .where('dc', '=', 0)
      .execute();
    expect(held.get(missed.id)?.version).toBe(missed.version);
    for (const row of database) expect(held.get(row.id)?.version).toBe(row.version);
  });
});

describe('room sequence numbers through Redis', () => {
  let reachable = true;
  let nodeA: TestApp;
  let nodeB: Awaited<ReturnType<typeof buildApp>>;
  let redisA: RedisClient;
  let redisB: RedisClient;
  const closers: (() => Promise<void>)[] = [];
  const prefix = `portal-test-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    try {
      [redisA, redisB] = await Promise.all([connectRedis(REDIS_URL), connectRedis(REDIS_URL)]);
    } catch {
      reachable = false;
      return;
    }
    nodeA = await createTestApp({ redis: redisA, config: { redisKeyPrefix: prefix } });
    nodeB = await buildApp({
      config: testConfig({ redisKeyPrefix: prefix }),
      db: nodeA.db,
      redis: redisB,
      clock: nodeA.clock,
    });
    closers.push((await attachRedisAdapter(nodeA.app.io, REDIS_URL, prefix, nodeA.app.log)).close);
    closers.push((await attachRedisAdapter(nodeB.io, REDIS_URL, prefix, nodeB.log)).close);
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    for (const close of closers) await close();
    if (reachable) {
      const keys = await redisA.keys(`${prefix}*`);
      if (keys.length > 0) await redisA.del(keys);
      await Promise.allSettled([redisA.quit(), redisB.quit()]);
    }
  });

  it('numbers a room alike on two nodes: joins answer one number, writes through either node follow it', async ({
    skip,
  }) => {
    if (!reachable) skip();
    const baseUrlA = await nodeA.listen();
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
    const address = nodeB.server.address();
    const baseUrlB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const token = await nodeA.login('physician');
    const onA = await connectSocket(baseUrlA, await nodeA.login('staff'));
    const onB = await connectSocket(baseUrlB, await nodeA.login('staff'));
    const joinA = await joinRoomWithSeq(onA, rooms.list('rounds'));
    const joinB = await joinRoomWithSeq(onB, rooms.list('rounds'));
    expect(joinB.seq).toBe(joinA.seq);
    const eventsA = recordRoomEvents(onA, 'round:upserted');
    const eventsB = recordRoomEvents(onB, 'round:upserted');

    await nodeA.call(roundsContract.create, { body: patient('ThroughA') }, token);
    await until(() => eventsA.length === 1 && eventsB.length === 1, 'the room events', {
      timeoutMs: 5_000,
      everyMs: 20,
    });
    const throughB = await nodeB.inject({
      method: 'POST',
      url: '/api/hospital-round',
      headers: { authorization: `Bearer ${token}` },
      payload: patient('ThroughB'),
    });
    expect(throughB.statusCode).toBe(201);
    await until(() => eventsA.length === 2 && eventsB.length === 2, 'the room events', {
      timeoutMs: 5_000,
      everyMs: 20,
    });
    const expected = [1, 2].map((n) => ({ room: 'rounds', seq: joinA.seq! + n }));
    expect(eventsA.map((event) => event.meta)).toEqual(expected);
    expect(eventsB.map((event) => event.meta)).toEqual(expected);
    onA.close();
    onB.close();
  });

  it('still delivers to its own clients, without a number, when Redis is gone; writes still succeed', async ({
    skip,
  }) => {
    if (!reachable) skip();
    const lost = await connectRedis(REDIS_URL);
    await lost.quit();
    const node = await createTestApp({ redis: lost, config: { redisKeyPrefix: prefix } });
    try {
      const socket = await connectSocket(await node.listen(), await node.login('staff'));
      const join = await joinRoomWithSeq(socket, rooms.list('rounds'));
      expect(join.seq).toBeNull();
      const events = recordRoomEvents(socket, 'round:upserted');
      const saved = await node.call(roundsContract.create, { body: patient('NoRedis') }, await node.login('physician'));
      expect(saved.status).toBe(201);
      await until(() => events.length === 1, 'the room events', { timeoutMs: 5_000, everyMs: 20 });
      expect(events[0]!.meta).toEqual({ room: 'rounds' });
      socket.close();
    } finally {
      await node.close();
    }
  });
});
