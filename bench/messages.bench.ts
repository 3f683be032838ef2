import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { rooms } from '../shared/realtime/rooms.js';
import type { MessageReceivedEvent } from '../shared/schemas/messages.js';
import { createSession } from '../server/auth/sessions.repository.js';
import { createTestApp, median, ms, percentile } from './support.js';

/**
 * Fan-out of one "Send to All" to 1,000 signed-in sockets (1,000 extra active users, one
 * socket each, each in its own user room): the time from the POST until the last socket has
 * its message and new count, beside a bare `io.to(rooms).emit` of the same payload to the
 * same sockets in the same run; and the server's heap per idle signed-in socket.
 */
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

function collectGarbage(): () => void {
  if (typeof globalThis.gc === 'function') return globalThis.gc as () => void;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

const settle = (msDelay: number) => new Promise((resolve) => setTimeout(resolve, msDelay));

function nextMessage<T extends { type: string }>(child: ChildProcess, type: T['type']): Promise<T> {
  return new Promise((resolve) => {
    const handler = (message: T) => {
      if (message.type !== type) return;
      child.off('message', handler);
      resolve(message);
    };
    child.on('message', handler);
  });
}

export default async function messagesBench(): Promise<void> {
  const gc = collectGarbage();
  const t = await createTestApp();
  const baseUrl = await t.listen();
  const { app, db } = t;

  const now = new Date().toISOString();
  const userIds: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let index = 0; index < SOCKETS; index += 1) {
      const row = await trx
        .insertInto('users')
        .values({
          name: `Bench User ${index}`,
          initial: 'BU',
          email: `bench${index}@example.org`,
          username: `bench${index}`,
          password_hash: 'not-a-login',
          hiring_year: null,
          role: index % 2 === 0 ? 4 : 3,
          allowed_vacation: 0,
          user_status: 1,
          create_by: null,
          update_by: null,
          created_at: now,
          updated_at: now,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.push(row.id);
    }
  });
  const clients = [];
  for (const id of userIds) {
    const sid = await createSession(db, id);
    clients.push({ token: app.jwt.sign({ sid }), room: rooms.user(id) });
  }
  const adminToken = await t.login('admin');
  const adminId = await t.userId('admin');
  const everyone = (await db.selectFrom('users').select('id').where('user_status', '=', 1).execute())
    .map((row) => String(row.id))
    .filter((id) => id !== String(adminId));

  const child = fork(fileURLToPath(new URL('./messages-clients.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  await settle(200);
  gc();
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const ready = nextMessage<{ type: 'ready'; sockets: number }>(child, 'ready');
  child.send({ type: 'connect', baseUrl, clients });
  const { sockets } = await ready;
  await settle(500);
  gc();
  gc();
  const heapAfter = process.memoryUsage().heapUsed;
  const serverSockets = (await app.io.fetchSockets()).length;

  // Every round: one real POST /api/send-message (through HTTP) and one bare broadcast of
  // the payload the recipients got, to the same user rooms, alternating which goes first.
  const sendTimes: number[] = [];
  const bareTimes: number[] = [];
  const benchRooms = userIds.map((id) => rooms.user(id));
  let lastPayload: MessageReceivedEvent | null = null;
  const capture = (payload: MessageReceivedEvent) => (lastPayload = payload);

  const timeUntilDone = async (action: () => Promise<void> | void) => {
    const armed = nextMessage(child, 'armed');
    child.send({ type: 'arm' });
    await armed;
    const done = nextMessage<{ type: 'done'; at: number }>(child, 'done');
    const started = performance.timeOrigin + performance.now();
    await action();
    const { at } = await done;
    return at - started;
  };

  const send = async (round: number) => {
    const response = await fetch(`${baseUrl}/api/send-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        subject: `Bench ${round}`,
        message: 'Send to All fan-out benchmark.',
        recipients: everyone,
      }),
    });
    if (response.status !== 201) throw new Error(`send failed: ${response.status} ${await response.text()}`);
  };
  const bare = () => {
    app.io.to(benchRooms).emit('message:received', lastPayload!);
  };

  // Catch the payload a bench user receives, from the server's own emit (a spy on one socket).
  const spySid = await createSession(db, userIds[0]!);
  const { connectSocket, joinRoom } = await import('../server/test/sockets.js');
  const spy = await connectSocket(baseUrl, app.jwt.sign({ sid: spySid }));
  await joinRoom(spy, rooms.user(userIds[0]!));
  spy.on('message:received', capture);

  await timeUntilDone(() => send(-1)); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2 === 0) {
      sendTimes.push(await timeUntilDone(() => send(round)));
      bareTimes.push(await timeUntilDone(bare));
    } else {
      bareTimes.push(await timeUntilDone(bare));
      sendTimes.push(await timeUntilDone(() => send(round)));
    }
  }
  spy.close();

  const payloadBytes = Buffer.byteLength(JSON.stringify(lastPayload));
  const perSocketKb = (heapAfter - heapBefore) / serverSockets / 1024;
  const sendP99 = percentile(sendTimes, 99);
  const bareP99 = percentile(bareTimes, 99);
  console.log(
    `sockets connected: ${sockets} (server holds ${serverSockets}); recipients per send: ${everyone.length}; payload ${payloadBytes} bytes; ${ROUNDS} rounds`,
  );
  console.log(`Send to All, POST → last socket has its count: median ${ms(median(sendTimes))}, p99 ${ms(sendP99)}`);
  console.log(`bare io.to(rooms).emit of the same payload:    median ${ms(median(bareTimes))}, p99 ${ms(bareP99)}`);
  console.log(
    `ratio p99 send / bare: ${(sendP99 / bareP99).toFixed(2)}x (target ≤ 1.3x); median ratio ${(median(sendTimes) / median(bareTimes)).toFixed(2)}x`,
  );
  console.log(
    `server heap per idle signed-in socket: ${perSocketKb.toFixed(1)} KB (target ≤ 20 KB; ${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB for ${serverSockets})`,
  );

  child.send({ type: 'close' });
  await new Promise((resolve) => child.once('exit', resolve));
  await t.close();
}
