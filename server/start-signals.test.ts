import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** A parent running a child through scripts/child.mjs, as npm start runs the server. */
function parentOf(childCode: string) {
  const program = `import('./scripts/child.mjs').then(({ run }) => run(process.execPath, ['-e', ${JSON.stringify(childCode)}]))`;
  return spawn(process.execPath, ['-e', program], { stdio: ['ignore', 'pipe', 'inherit'] });
}

const exitOf = (child: ReturnType<typeof parentOf>) =>
  new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );

const started = (child: ReturnType<typeof parentOf>) =>
  new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));

describe('scripts/child.mjs (what npm start runs the server through)', () => {
  it('forwards SIGTERM, and exits 128+15 when the child died of it', async () => {
    const parent = parentOf("console.log('up'); setInterval(() => {}, 1000)");
    await started(parent);
    parent.kill('SIGTERM');
    expect(await exitOf(parent)).toEqual({ code: 143, signal: null });
  });

  it('forwards SIGINT (exit 130), and passes on the exit code of a child that handles the signal', async () => {
    const dies = parentOf("console.log('up'); setInterval(() => {}, 1000)");
    await started(dies);
    dies.kill('SIGINT');
    expect((await exitOf(dies)).code).toBe(130);

    const graceful = parentOf(
      "process.on('SIGTERM', () => process.exit(0)); console.log('up'); setInterval(() => {}, 1000)",
    );
    await started(graceful);
    graceful.kill('SIGTERM');
    expect((await exitOf(graceful)).code).toBe(0);

    const failing = parentOf('process.exit(3)');
    expect((await exitOf(failing)).code).toBe(3);
  });
});
