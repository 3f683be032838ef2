import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on right now (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves when `pattern` appears in the child's output; rejects if it exits first or after `timeoutMs`. */
function waitForOutput(
  child: ChildProcess,
  pattern: RegExp,
  output: () => string,
  timeoutMs: number,
): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output()}`)), timeoutMs);
    const check = () => {
      const match = pattern.exec(output());
      if (match) done(null, match);
    };
    const onExit = (code: number | null) => done(new Error(`exited (${code}) before ${pattern}:\n${output()}`));
    function done(error: Error | null, match?: RegExpExecArray) {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(match!);
    }
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.on('exit', onExit);
    check();
  });
}

export interface ChildHandle {
  child: ChildProcess;
  /** Everything it printed so far (for a failure message). */
  output(): string;
  /** SIGTERM, and its exit code; SIGKILL (and null) when it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
}

/** Children still running: killed when the test process exits, whatever became of the test. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function track(child: ChildProcess): ChildHandle {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    output: () => output,
    async stop(graceMs = 30_000) {
      if (alive()) child.kill('SIGTERM');
      const timer = setTimeout(() => alive() && child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Waits for the child's `pattern`; a child that never gets there is stopped, not left behind. */
async function started(handle: ChildHandle, pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
  try {
    return await waitForOutput(handle.child, pattern, handle.output, timeoutMs);
  } catch (error) {
    await handle.stop(5_000);
    throw error;
  }
}

/**
 * `server/main.ts` as production runs it, on `env` (PORT, DATABASE_URL, REDIS_URL…), in `cwd` (an
 * install of its own, whose settings file then applies); answers its base URL.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
  cwd?: string,
): Promise<ChildHandle & { url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
  });
  const handle = track(child);
  const match = await started(handle, /Portal running at http:\/\/localhost:(\d+)/, timeoutMs);
  return { ...handle, url: `http://127.0.0.1:${match[1]}` };
}

export const redisServerAvailable = (): boolean => spawnSync('redis-server', ['--version']).status === 0;

/** A Redis of our own on `port` (no persistence), for tests that stop and start it; `options` go after ours (a later one wins). */
export async function startRedisServer(port: number, options: string[] = []): Promise<ChildHandle> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...options],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const handle = track(child);
  await started(handle, /Ready to accept connections/, 15_000);
  return handle;
}
