import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/**
 * The coordinator's side of the fan-out benchmarks (fanout.bench.ts, case-milestone-fanout.bench.ts):
 * child processes (clients, bare server) spoken to over IPC, and the portal's API over HTTP.
 */

/** The machine's one wall clock, as every process reads it (fanout-clients.ts stamps with it too). */
export const wallNow = (): number => performance.timeOrigin + performance.now();

/** The child's next message of `type`. */
export function next<T>(child: ChildProcess, type: string, timeoutMs = 600_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no '${type}' from child ${child.pid} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const handler = (message: { type: string }) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', handler);
      resolve(message as T);
    };
    child.on('message', handler);
  });
}

/** A bench/ script in a child process of its own (tsx), with IPC. */
export const forkChild = (file: string): ChildProcess =>
  fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

/** What a client process reports after a round: each socket's arrival time, and one frame it got. */
export interface ClientRound {
  times: number[];
  sample: unknown;
}

/**
 * Arms every client process for a round of `kind` and waits until all are armed; answers their
 * coming reports, to await once the round has been set off.
 */
export async function armClients(clients: ChildProcess[], kind: 'portal' | 'bare'): Promise<Promise<ClientRound>[]> {
  await Promise.all(
    clients.map((child) => {
      const armed = next(child, 'armed');
      child.send({ type: 'arm', kind });
      return armed;
    }),
  );
  return clients.map((child) => next<ClientRound>(child, 'done', 60_000));
}

/** Closes the children (each its sockets or server first) and waits for them to exit. */
export async function closeChildren(children: ChildProcess[]): Promise<void> {
  for (const child of children) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.connected) child.send({ type: 'close' });
    else child.kill();
    await exited;
  }
}

/** One API call; a refusal throws with its answer. */
export async function api(url: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}
