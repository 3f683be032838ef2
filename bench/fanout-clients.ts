/**
 * The clients of bench/fanout.bench.ts, in a process of their own (several such processes
 * share the sockets), so that neither the server's event loop nor the coordinator's parses
 * what the clients receive. Each socket records the wall-clock time (one clock for every
 * process on the machine) at which the awaited event reached it.
 */
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';

type Kind = 'portal' | 'bare';
interface Target {
  kind: Kind;
  url: string;
  /** A person's session token, or (with `board`) a wall board's url token. */
  token?: string;
  board?: boolean;
  /** The room these sockets join, instead of the command's (a board's `board-day:<date>`). */
  room?: string;
  count: number;
}
type Command =
  { type: 'connect'; targets: Target[]; room: string; event: string } | { type: 'arm'; kind: Kind } | { type: 'close' };

const sockets: Record<Kind, Socket[]> = { portal: [], bare: [] };
let armed: Kind | null = null;
let times: number[] = [];
let sample: unknown = null;

const reply = (message: object) => process.send?.(message);
const wallNow = () => performance.timeOrigin + performance.now();

function open(target: Target, room: string): Promise<Socket> {
  const socket = connect(target.url, {
    auth: target.token ? { [target.board ? 'board' : 'token']: target.token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.once('connect', async () => {
      if (target.kind === 'portal') {
        const joined = (await socket.timeout(60_000).emitWithAck('room:join', room)) as { ok: boolean; error?: string };
        if (!joined.ok) return reject(new Error(`could not join ${room}: ${joined.error}`));
      }
      resolve(socket);
    });
  });
}

function listen(kind: Kind, socket: Socket, event: string) {
  socket.on(event, (payload: unknown) => {
    if (armed !== kind) return;
    times.push(wallNow());
    sample ??= payload;
    if (times.length === sockets[kind].length) {
      armed = null;
      reply({ type: 'done', times, sample });
    }
  });
}

process.on('message', async (command: Command) => {
  if (command.type === 'connect') {
    for (const target of command.targets) {
      for (let start = 0; start < target.count; start += 50) {
        const batch = Array.from({ length: Math.min(50, target.count - start) }, () =>
          open(target, target.room ?? command.room),
        );
        for (const socket of await Promise.all(batch)) {
          listen(target.kind, socket, command.event);
          sockets[target.kind].push(socket);
        }
      }
    }
    reply({
      type: 'ready',
      portal: sockets.portal.length,
      bare: sockets.bare.length,
    });
  } else if (command.type === 'arm') {
    times = [];
    sample = null;
    armed = command.kind;
    reply({ type: 'armed' });
    if (sockets[command.kind].length === 0) {
      armed = null;
      reply({ type: 'done', times, sample });
    }
  } else {
    for (const socket of [...sockets.portal, ...sockets.bare]) socket.close();
    process.exit(0);
  }
});
