/**
 * The client side of bench/messages.bench.ts, in its own process so that the server's heap
 * holds only server-side sockets and the clients' JSON parsing does not run on the server's
 * thread. Opens one socket per token, joins its user room, then counts arrivals on request.
 */
import { performance } from 'node:perf_hooks';
import { connectSocket, type TestSocket } from '../server/test/sockets.js';

type Command =
  | { type: 'connect'; baseUrl: string; clients: { token: string; room: string }[] }
  | { type: 'arm' }
  | { type: 'close' };

const sockets: TestSocket[] = [];
let expected = 0;
let arrived = 0;
let armed = false;

const reply = (message: object) => process.send?.(message);

function onArrival() {
  if (!armed) return;
  arrived += 1;
  if (arrived === expected) {
    armed = false;
    reply({ type: 'done', at: performance.timeOrigin + performance.now() });
  }
}

process.on('message', async (command: Command) => {
  if (command.type === 'connect') {
    const batch = 50;
    for (let start = 0; start < command.clients.length; start += batch) {
      const group = command.clients.slice(start, start + batch);
      const opened = await Promise.all(
        group.map(async ({ token, room }) => {
          const socket = await connectSocket(command.baseUrl, token);
          const joined = (await socket.timeout(30_000).emitWithAck('room:join', room)) as { ok: boolean };
          if (!joined.ok) throw new Error(`could not join ${room}`);
          socket.on('message:received', onArrival);
          return socket;
        }),
      );
      sockets.push(...opened);
    }
    expected = sockets.length;
    reply({ type: 'ready', sockets: sockets.length });
  } else if (command.type === 'arm') {
    arrived = 0;
    armed = true;
    reply({ type: 'armed' });
  } else if (command.type === 'close') {
    for (const socket of sockets) socket.close();
    process.exit(0);
  }
});
