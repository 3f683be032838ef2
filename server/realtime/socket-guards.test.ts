import { request } from 'node:http';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates.js';
import { ROOM_JOIN_LIMITED } from '../../shared/realtime/events.js';
import { rooms } from '../../shared/realtime/rooms.js';
import type { RoomJoinAck } from '../../shared/realtime/snapshots.js';
import type { CallDayOverlay } from '../../shared/schemas/day-overlays.js';
import { entriesAfter, lastAuditId } from '../audit/audit.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, nextEvent, type TestSocket } from '../test/sockets.js';

let t: TestApp;
let baseUrl: string;
let token: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { corsOrigins: ['https://kiosk.example.org'] } });
  baseUrl = await t.listen();
  token = await t.login('staff');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A WebSocket handshake sending `headers` (as a browser page would send its Origin): connected or the refusal. */
function websocketFrom(headers: Record<string, string>, url = baseUrl): Promise<'connected' | string> {
  const socket: TestSocket = connect(url, {
    auth: { token },
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** The first request of a long-polling handshake: its status. */
function pollingFrom(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(`${baseUrl}/socket.io/?EIO=4&transport=polling`, { headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the socket handshake admits the portal’s own pages, not another site’s', () => {
  it('refuses a WebSocket and a polling handshake from a foreign origin', async () => {
    expect(await websocketFrom({ Origin: 'https://evil.example' })).not.toBe('connected');
    expect(await websocketFrom({ Origin: 'null' })).not.toBe('connected');
    expect(await pollingFrom({ Origin: 'https://evil.example' })).toBe(403);
    // Same host name, another port: another origin.
    expect(await pollingFrom({ Origin: 'http://127.0.0.1:1' })).toBe(403);
  });

  it('admits its own origin, an origin in CORS_ORIGINS and a client that sends no Origin (not a browser page)', async () => {
    expect(await websocketFrom({ Origin: baseUrl })).toBe('connected');
    expect(await websocketFrom({ Origin: 'https://kiosk.example.org' })).toBe('connected');
    expect(await websocketFrom({})).toBe('connected');
    expect(await pollingFrom({ Origin: baseUrl })).toBe(200);
    expect(await pollingFrom({})).toBe(200);
  });

  it('takes the host from X-Forwarded-Host only when the proxy is trusted (TRUST_PROXY)', async () => {
    const page = { Origin: 'https://portal.example.org', 'X-Forwarded-Host': 'portal.example.org' };
    expect(await pollingFrom(page)).toBe(403);
    const behindProxy = await createTestApp({ config: { trustProxy: ['127.0.0.0/8'] }, seed: false });
    try {
      const proxied = await behindProxy.listen();
      const status = (headers: Record<string, string>) =>
        new Promise<number>((resolve) => {
          request(`${proxied}/socket.io/?EIO=4&transport=polling`, { headers }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          }).end();
        });
      expect(await status(page)).toBe(200);
      expect(await status({ ...page, Origin: 'https://evil.example' })).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('room:join from one socket', () => {
  it('is limited: of 300 joins most are refused at once, and the room is recorded as read once', async () => {
    const socket = await connectSocket(baseUrl, token);
    sockets.push(socket);
    const since = await lastAuditId(t);
    const answers = await Promise.all(
      Array.from(
        { length: 300 },
        () => socket.timeout(10_000).emitWithAck('room:join', rooms.list('rounds')) as Promise<RoomJoinAck>,
      ),
    );
    const admitted = answers.filter((answer) => answer.ok).length;
    const limited = answers.filter((answer) => !answer.ok && answer.error === ROOM_JOIN_LIMITED).length;
    expect(admitted + limited).toBe(300);
    expect(admitted).toBeGreaterThan(0);
    expect(admitted).toBeLessThanOrEqual(60);
    const looks = (await entriesAfter(t, since)).filter((e) => e.action === 'view');
    expect(looks.map((e) => [e.area, e.entity_id])).toEqual([['rounds', 'rounds']]);
  });

  it('records a rejoin by another session, and a rejoin after a reconnect of the same session not again', async () => {
    const since = await lastAuditId(t);
    const day = rooms.day(addDays(t.clock.today(), 3));
    for (let i = 0; i < 2; i += 1) {
      const socket = await connectSocket(baseUrl, token);
      sockets.push(socket);
      expect(((await socket.emitWithAck('room:join', day)) as RoomJoinAck).ok).toBe(true);
      socket.close();
    }
    const other = await connectSocket(baseUrl, await t.login('staff'));
    sockets.push(other);
    expect(((await other.emitWithAck('room:join', day)) as RoomJoinAck).ok).toBe(true);
    const looks = (await entriesAfter(t, since)).filter((e) => e.action === 'view');
    expect(looks.map((e) => [e.area, e.entity_id])).toEqual([
      ['daily-schedule', day.slice('day:'.length)],
      ['daily-schedule', day.slice('day:'.length)],
    ]);
  });
});

describe('room:watch (My day on the dashboard)', () => {
  it("hears the day's events without reading its schedule, and adds no look at it", async () => {
    const socket = await connectSocket(baseUrl, await t.login('staff'));
    sockets.push(socket);
    const since = await lastAuditId(t);
    const today = rooms.day(t.clock.today());
    const tomorrow = rooms.day(addDays(t.clock.today(), 1));
    for (const day of [today, tomorrow]) {
      const answer = (await socket.emitWithAck('room:watch', day)) as RoomJoinAck<null>;
      expect(answer).toMatchObject({ ok: true, data: null });
    }
    expect(await entriesAfter(t, since)).toEqual([]);
    const heard = nextEvent(socket, 'call-calendar:day-changed');
    t.app.publisher.publish(tomorrow, 'call-calendar:day-changed', {
      date: addDays(t.clock.today(), 1),
    } as CallDayOverlay);
    expect(await heard).toMatchObject({ date: addDays(t.clock.today(), 1) });
    // The same rights as a join: a staff member may not watch the users list.
    expect(((await socket.emitWithAck('room:watch', 'users')) as RoomJoinAck<null>).ok).toBe(false);
  });
});
