import type { FastifyInstance } from 'fastify';

/** Clients reconnect at a random moment within this spread, so the other nodes are not met all at once. */
export const MOVE_SPREAD_MS = 2_000;

/**
 * The first step of a stop: no new connection is accepted (a proxy passes over this node at
 * once), and every client of this node is asked to reconnect, each at its own moment, while this
 * node still serves it; answers once they have left, or after the spread and a second more
 * (app.close() then drops the rest). A deploy is then seamless: no screen goes offline.
 */
export async function moveClientsAway(app: FastifyInstance, spreadMs = MOVE_SPREAD_MS): Promise<void> {
  app.server.close(); // stops listening; open connections (and Fastify's own close later) go on
  const sockets = [...app.io.of('/').sockets.values()];
  if (sockets.length === 0) return;
  for (const socket of sockets) socket.emit('server:moving', { afterMs: Math.floor(Math.random() * spreadMs) });
  await new Promise<void>((resolve) => {
    const deadline = setTimeout(finish, spreadMs + 1_000);
    const poll = setInterval(() => app.io.of('/').sockets.size === 0 && finish(), 100);
    function finish() {
      clearTimeout(deadline);
      clearInterval(poll);
      resolve();
    }
  });
}
