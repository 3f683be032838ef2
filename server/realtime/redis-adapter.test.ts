import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomEventMeta } from '../../shared/realtime/events.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { buildApp } from '../app.js';
import { cuttablePath, type CuttablePath } from '../test/cuttable-path.js';
import { createTestApp, testConfig, type TestApp } from '../test/harness.js';
import { redisReachable, TEST_REDIS_URL, uniquePrefix } from '../test/redis-reachable.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import type { CrossNodeLink } from './publisher.js';
import { attachRedisAdapter } from './redis-adapter.js';
import { usersContract } from '../../shared/contract/users.js';
import { roundsContract } from '../../shared/contract/rounds.js';
import { answered } from '../test/call-declared.js';

const reachable = await redisReachable();
if (!reachable) console.warn('Redis is not reachable on loopback: the two-node check is skipped.');

describe.skipIf(!reachable)('two server processes with REDIS_URL', () => {
  let nodeA: TestApp;
  let nodeB: Awaited<ReturnType<typeof buildApp>>;
  let baseUrlB: string;
  let pathOfA: CuttablePath;
  let linkOfA: CrossNodeLink;
  const closers: (() => Promise<void>)[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const prefix = uniquePrefix();
    pathOfA = await cuttablePath(TEST_REDIS_URL);
    nodeA = await createTestApp();
    nodeB = await buildApp({ config: testConfig(), db: nodeA.db, clock: nodeA.clock });
    const adapterOfA = await attachRedisAdapter(nodeA.app.io, pathOfA.url, prefix, nodeA.app.log);
    linkOfA = adapterOfA.link;
    nodeA.app.publisher.watchCrossNodeLink(linkOfA);
    closers.push(adapterOfA.close);
    closers.push((await attachRedisAdapter(nodeB.io, TEST_REDIS_URL, prefix, nodeB.log)).close);
    await nodeA.listen();
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
    const address = nodeB.server.address();
    baseUrlB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodeB?.close();
    await nodeA?.close();
    for (const close of closers) await close();
    await pathOfA?.close();
  });

  it('delivers a change saved on one node to a socket held by the other', async () => {
    const token = await nodeA.login('admin');
    const socket = await connectSocket(baseUrlB, token);
    sockets.push(socket);
    await joinRoom(socket, rooms.list('users'));
    const upserted = nextEvent(socket, 'user:upserted');

    const id = await nodeA.userId('ceo');
    const current = answered(await nodeA.call(usersContract.get, { params: { id } }, token)).user;
    await nodeA.call(usersContract.update, { params: { id }, body: { ...current, name: 'Richard J. Hale' } }, token);
    expect(await upserted).toMatchObject({ id, name: 'Richard J. Hale' });
  });

  it("tells the other nodes' clients to resync a room written while its node had lost Redis", async () => {
    const physician = await nodeA.login('physician');
    const socket = await connectSocket(baseUrlB, await nodeA.login('staff'));
    sockets.push(socket);
    const roundsRoom = rooms.list('rounds');
    await joinRoom(socket, roundsRoom);
    const missed: unknown[] = [];
    socket.on('round:upserted', (round) => missed.push(round));

    await pathOfA.cut();
    await expect.poll(() => linkOfA.down, { timeout: 10_000 }).toBe(true);
    const saved = await nodeA.call(
      roundsContract.create,
      {
        body: {
          room: '4',
          first_name: 'Cut',
          last_name: 'Off',
          age: '40 M',
          mrn: 'CUT-1',
          diagnosis: 'Hernia',
          procedure: 'Repair',
          notes: 'Diet: NPO',
          facility: 'PHH',
        },
      },
      physician,
    );
    expect(saved.status).toBe(201);

    const resync = new Promise<RoomEventMeta | undefined>((resolve) =>
      socket.once('room:resync', (_payload, meta) => resolve(meta)),
    );
    await pathOfA.restore();
    // Node B's client never got the event, and is told (without a number) to read the room again.
    expect(await resync).toEqual({ room: roundsRoom });
    expect(missed).toEqual([]);
  }, 30_000);

  it("ends a user's sessions on the other node too, but for the one that changed the password", async () => {
    const [changing, other] = [await nodeA.login('physician'), await nodeA.login('physician')];
    const sid = (token: string) => nodeA.app.jwt.decode<{ sid: string }>(token)!.sid;
    const [staying, ending] = await Promise.all([connectSocket(baseUrlB, changing), connectSocket(baseUrlB, other)]);
    sockets.push(staying, ending);
    const ended = nextEvent(ending, 'session:ended');
    const gone = new Promise<string>((resolve) => ending.once('disconnect', resolve));
    nodeA.app.publisher.endSessions(
      { userId: await nodeA.userId('physician'), exceptSessionId: sid(changing) },
      'logout',
    );
    expect(await ended).toEqual({ reason: 'logout' });
    expect(await gone).toBe('io server disconnect');
    // The kept session's socket is still there and still served.
    await expect(joinRoom(staying, rooms.list('rounds'))).resolves.toBeDefined();
    expect(staying.connected).toBe(true);
  });
});
