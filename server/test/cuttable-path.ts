import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP path to `target` (a Redis URL) that a test can cut and restore, so that one server
 * node loses Redis while the others keep it. It forwards bytes, nothing more.
 */
export interface CuttablePath {
  /** The target's URL through this path. */
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function cuttablePath(target: string): Promise<CuttablePath> {
  const to = new URL(target);
  const open = new Set<Socket>();
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(Number(to.port || 6379), to.hostname);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        const address = next.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  const port = await listen(0);
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: stop,
    restore: async () => void (await listen(port)),
    close: stop,
  };
}
