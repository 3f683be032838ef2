import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/processes.js';

const dir = mkdtempSync(join(tmpdir(), 'portal-stop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The real server, its stdout a pipe the test stops reading (or closes) once the server is up,
 * with enough logged (two lines per request) to fill that pipe; then SIGTERM. Answers how the
 * process ended; a server still running after `killAfterMs` (twice its own 10 s force-exit
 * timer) is SIGKILLed and answers 'hung'.
 */
async function stopWithStdout(reader: 'stops reading' | 'dies', killAfterMs = 25_000) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: join(dir, `${reader.replace(' ', '-')}.sqlite`),
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Portal running at')) return;
      child.stdout!.off('data', onData);
      resolve();
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited (${code}) before starting:\n${output}`)));
  });
  if (reader === 'stops reading') child.stdout!.pause();
  else child.stdout!.destroy();

  // About 400 KB of request logs: far more than a pipe holds (64 KiB).
  const url = `http://127.0.0.1:${port}/healthz?${'padding='.repeat(40)}`;
  for (let batch = 0; batch < 16; batch += 1) {
    await Promise.all(Array.from({ length: 50 }, () => fetch(url).then((response) => response.text())));
  }

  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  const stoppedAt = Date.now();
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  const ended = await exited;
  clearTimeout(timer);
  console.log(`reader ${reader}: exit ${ended} ${Date.now() - stoppedAt} ms after SIGTERM`);
  return ended === 'SIGKILL' ? 'hung' : `exit ${ended}`;
}

describe('SIGTERM stops the server whatever becomes of its output', () => {
  it('when the reader of its stdout stops reading (the pipe is full): it exits by itself', async () => {
    expect(await stopWithStdout('stops reading')).toBe('exit 0');
  });

  it('when the reader of its stdout is gone (a broken pipe): it exits by itself', async () => {
    expect(await stopWithStdout('dies')).toBe('exit 0');
  });
});
