import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../shared/realtime/rooms.js';
import { PRESENCE_TTL_MS } from '../shared/schemas/call-calendar.js';
import type { RoundRecord } from '../shared/schemas/rounds.js';
import { redisServerAvailable, startRedisServer } from './test/processes.js';
import { postgresReachable } from './test/scratch-postgres.js';
import { connectSocket, joinRoom, type TestSocket } from './test/sockets.js';
import { TwoNodes } from './test/two-nodes.js';
import { until } from './test/until.js';

const ready = (await postgresReachable()) && redisServerAvailable();
if (!ready) console.warn('PostgreSQL or redis-server is not available: the two-process test is skipped.');

const PASSWORD = 'portal-demo';
const MONTH = '2031-07';

async function call(baseUrl: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function signIn(baseUrl: string, username: string, password = PASSWORD) {
  return call(baseUrl, 'POST', '/api/login', undefined, { username, password });
}

async function tokenOf(baseUrl: string, username: string): Promise<string> {
  const response = await signIn(baseUrl, username);
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status}`);
  return response.body.token;
}

const patient = (last_name: string) => ({
  room: '9',
  first_name: 'Nodal',
  last_name,
  age: '50 M',
  mrn: `MN-${last_name}`,
  diagnosis: 'Dx',
  procedure: 'Px',
  notes: 'Diet: NPO',
  facility: 'PHH',
  so: 0,
  dc: 0,
});

/**
 * What a rounds screen holds, kept the way the client keeps it: the snapshot of each (re)join,
 * then every 'round:upserted' not older than what it has. Reconnects by itself.
 */
function roundsScreen(baseUrl: string, token: string) {
  const byId = new Map<number, RoundRecord>();
  const socket: TestSocket = connect(baseUrl, {
    auth: { token },
    transports: ['websocket'],
    reconnectionDelay: 200,
    reconnectionDelayMax: 1_000,
    forceNew: true,
  });
  let joins = 0;
  socket.on('connect', async () => {
    const snapshot = await joinRoom<{ rounds: { active: RoundRecord[] } }>(socket, rooms.list('rounds'));
    byId.clear();
    for (const round of snapshot.rounds.active) byId.set(round.id, round);
    joins += 1;
  });
  socket.on('round:upserted', (round) => {
    if ((byId.get(round.id)?.version ?? 0) <= round.version) byId.set(round.id, round);
  });
  return {
    socket,
    joins: () => joins,
    shown: () =>
      [...byId.values()].filter((round) => !round.is_archived && !round.so && !round.dc).sort((a, b) => a.id - b.id),
  };
}

describe.skipIf(!ready)('two server processes on one PostgreSQL and one Redis', () => {
  const cluster = new TwoNodes('n'.repeat(40));
  const sockets: TestSocket[] = [];

  beforeAll(() => cluster.start(), 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    // Everything is stopped (the private redis-server too) before any exit code is judged.
    for (const exit of await cluster.stop()) expect(exit).toBe(0);
  }, 90_000);

  it('a socket on node A sees a write made through node B', async () => {
    const socket = await connectSocket(cluster.nodeA.url, await tokenOf(cluster.nodeA.url, 'physician'));
    sockets.push(socket);
    await joinRoom(socket, rooms.list('rounds'));
    const seen = new Promise<RoundRecord>((resolve) => socket.on('round:upserted', resolve));
    const created = await call(
      cluster.nodeB.url,
      'POST',
      '/api/hospital-round',
      await tokenOf(cluster.nodeB.url, 'admin'),
      patient('Crossnode'),
    );
    expect(created.status).toBe(201);
    expect(await seen).toMatchObject({ id: created.body.id, last_name: 'Crossnode' });
  });

  it(
    'presence lists the editors of both nodes',
    async () => {
      const [onA, onB, watcher] = await Promise.all([
        tokenOf(cluster.nodeA.url, 'ceo').then((token) => connectSocket(cluster.nodeA.url, token)),
        tokenOf(cluster.nodeB.url, 'staff').then((token) => connectSocket(cluster.nodeB.url, token)),
        tokenOf(cluster.nodeA.url, 'admin').then((token) => connectSocket(cluster.nodeA.url, token)),
      ]);
      sockets.push(onA, onB, watcher);
      for (const socket of [onA, onB, watcher]) await joinRoom(socket, rooms.month(MONTH));
      const lists: string[][] = [];
      watcher.on('presence:changed', ({ editors }) => lists.push(editors.map((editor) => editor.name)));
      await onA.timeout(5_000).emitWithAck('presence:edit', { month: MONTH });
      const ack = (await onB.timeout(5_000).emitWithAck('presence:edit', { month: MONTH })) as {
        ok: true;
        data: { editors: { name: string }[] };
      };
      expect(ack.data.editors.map((editor) => editor.name)).toEqual(['Maria Lopez', 'Richard Hale']);
      await until(() => lists.some((names) => names.length === 2), 'a presence list with both editors', {
        timeoutMs: 5_000,
        everyMs: 100,
      });
      const snapshot = await joinRoom<{ 'call-calendar': { editors: { name: string }[] } }>(
        watcher,
        rooms.month(MONTH),
      );
      expect(snapshot['call-calendar'].editors.map((editor) => editor.name)).toEqual(['Maria Lopez', 'Richard Hale']);
      // The editor on B leaves: the watcher on A is told.
      await onB.timeout(5_000).emitWithAck('presence:edit', { month: null });
      await until(() => lists.at(-1)?.join() === 'Richard Hale', 'the list without the editor who left', {
        timeoutMs: 5_000,
        everyMs: 100,
      });
    },
    PRESENCE_TTL_MS,
  );

  it('five failed sign-ins through node A make node B answer 429 for that username from that address', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn(cluster.nodeA.url, 'kbrooks', 'wrong-password')).status).toBe(422);
    const refused = await signIn(cluster.nodeB.url, 'kbrooks');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many login attempts/);
    expect((await signIn(cluster.nodeB.url, 'pnatarajan')).status).toBe(200);
  });

  it('Redis stopped for 5 s and started again: writes and sign-ins go on, and every client ends equal to the database', async () => {
    const [tokenA, tokenB] = [await tokenOf(cluster.nodeA.url, 'physician'), await tokenOf(cluster.nodeB.url, 'mchen')];
    const screens = [
      roundsScreen(cluster.nodeA.url, tokenA),
      roundsScreen(cluster.nodeA.url, tokenA),
      roundsScreen(cluster.nodeB.url, tokenB),
      roundsScreen(cluster.nodeB.url, tokenB),
    ];
    sockets.push(...screens.map((screen) => screen.socket));
    await until(() => screens.every((screen) => screen.joins() === 1), 'every screen to join', {
      timeoutMs: 20_000,
      everyMs: 100,
    });
    const database = async () =>
      ((await call(cluster.nodeA.url, 'GET', '/api/hospital-round', tokenA)).body as RoundRecord[]).sort(
        (a, b) => a.id - b.id,
      );

    expect(await cluster.redis!.stop()).not.toBeNull();
    const outageEnds = Date.now() + 5_000;
    const duringOutage = [
      await call(cluster.nodeA.url, 'POST', '/api/hospital-round', tokenA, patient('DuringOutageA')),
      await call(cluster.nodeB.url, 'POST', '/api/hospital-round', tokenB, patient('DuringOutageB')),
    ];
    expect(duringOutage.map((response) => response.status)).toEqual([201, 201]);
    const first = duringOutage[0]!.body as RoundRecord;
    const edited = await call(cluster.nodeB.url, 'PUT', `/api/hospital-round/${first.id}`, tokenB, {
      ...patient('DuringOutageA'),
      notes: 'Diet: clear liquids',
      version: first.version,
    });
    expect(edited.status).toBe(200);
    expect((await signIn(cluster.nodeB.url, 'swhitman')).status).toBe(200);
    // Each node's own clients still got its node's events.
    await until(
      () => screens[0]!.shown().some((round) => round.last_name === 'DuringOutageA'),
      "node A's client to get node A's write",
      {
        timeoutMs: 5_000,
        everyMs: 100,
      },
    );
    await until(
      () => screens[2]!.shown().some((round) => round.notes === 'Diet: clear liquids'),
      "node B's client to get node B's write",
      {
        timeoutMs: 5_000,
        everyMs: 100,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageEnds - Date.now())));

    cluster.redis = await startRedisServer(cluster.redisPort);
    const expected = await database();
    await until(
      () => screens.every((screen) => JSON.stringify(screen.shown()) === JSON.stringify(expected)),
      'every client to equal the database',
      {
        timeoutMs: 20_000,
        everyMs: 100,
      },
    );
    // Node A's clients missed node B's new entry and could only catch up by rejoining. (Node B's
    // may not need to: B's edit carried the whole entry A created.)
    expect(screens.slice(0, 2).every((screen) => screen.joins() >= 2)).toBe(true);

    // And the nodes talk to each other again, once both have their Redis clients back (and
    // resubscribed): each node makes its own clients rejoin at that moment, node B's too.
    await until(() => screens.every((screen) => screen.joins() >= 2), 'both nodes to be back on Redis', {
      timeoutMs: 20_000,
      everyMs: 100,
    });
    let seen: RoundRecord | undefined;
    screens[0]!.socket.on('round:upserted', (round) => {
      if (round.last_name === 'AfterOutage') seen = round;
    });
    expect((await call(cluster.nodeB.url, 'POST', '/api/hospital-round', tokenB, patient('AfterOutage'))).status).toBe(
      201,
    );
    await until(() => seen !== undefined, "node B's write to reach node A's client", {
      timeoutMs: 10_000,
      everyMs: 100,
    });
  }, 120_000);

  it('a node stopped while Redis is down still exits cleanly (SIGTERM, exit code 0)', async () => {
    await cluster.redis!.stop();
    expect(await cluster.nodeB.stop()).toBe(0);
    cluster.redis = await startRedisServer(cluster.redisPort);
  }, 60_000);
});
