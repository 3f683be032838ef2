/**
 * The baseline of bench/fanout.bench.ts: a bare socket.io server in its own process, no auth,
 * no database, every socket in one room; on request it emits a payload to that room. What the
 * portal's save is compared with: the cost of socket.io's own broadcast to the same clients.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { serveClient: false, transports: ['websocket'] });
io.on('connection', (socket) => void socket.join('bench'));

process.on('message', (command: { type: 'emit'; event: string; payload: unknown } | { type: 'close' }) => {
  if (command.type === 'emit') io.to('bench').emit(command.event, command.payload);
  else {
    io.close();
    process.exit(0);
  }
});

http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  process.send?.({
    type: 'listening',
    port: typeof address === 'object' && address ? address.port : 0,
  });
});
