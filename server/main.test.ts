import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'portal-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = {
  ...process.env,
  DATABASE_URL: join(dir, 'portal.sqlite'),
  PORT: '0',
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'x'.repeat(40),
};

describe('the server process', () => {
  it('starts on a new database with the demo practice, prints its URL and stops cleanly on SIGTERM', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Portal running at (http:\/\/localhost:\d+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      server.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
    });
    expect(output).toContain('Seeded the demo practice');

    const response = await fetch(`${url.replace('localhost', '127.0.0.1')}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'physician', password: 'portal-demo' }),
    });
    expect(response.status).toBe(200);

    const exitCode = new Promise<number | null>((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    expect(await exitCode).toBe(0);
  });

  it('refuses to start on a bad configuration value', () => {
    const result = spawnSync('npx', ['tsx', 'server/main.ts'], {
      env: { ...env, PORT: 'not-a-port' },
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/Invalid configuration/);
  });
});
