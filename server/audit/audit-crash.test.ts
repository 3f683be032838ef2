import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'portal-audit-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});
const env = {
  ...process.env,
  DATABASE_URL: join(dir, 'portal.sqlite'),
  PORT: '0',
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'x'.repeat(40),
};

/** Starts server/main.ts as its own process (as server/main.test.ts does) and answers its URL. */
async function startServer(): Promise<{ server: ChildProcess; url: string }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(server);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Portal running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    });
    server.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return { server, url };
}

async function call(url: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const signIn = async (url: string, username: string) =>
  (await call(url, 'POST', '/api/login', undefined, { username, password: 'portal-demo' })).body.token as string;

describe('the audit entry commits with the write', () => {
  it('a write acknowledged just before kill -9 has its audit entry after the restart', async () => {
    const first = await startServer();
    const staff = await signIn(first.url, 'staff');
    const surgeons = (await call(first.url, 'GET', '/api/vacation/filter-surgeons', staff)).body as { id: number }[];
    const saved = await call(first.url, 'POST', '/api/calendar-add-data', staff, {
      entries: [{ date: '2033-08-17', surgeon_2nd: surgeons[0]!.id, version: 0 }],
    });
    expect(saved.status).toBe(200);
    const exited = new Promise((resolve) => first.server.on('exit', resolve));
    first.server.kill('SIGKILL');
    await exited;

    const second = await startServer();
    const admin = await signIn(second.url, 'admin');
    const log = await call(second.url, 'GET', '/api/audit-log?entity_id=2033-08-17', admin);
    expect(log.status).toBe(200);
    expect(log.body.entries).toHaveLength(1);
    expect(log.body.entries[0]).toMatchObject({
      area: 'call-calendar',
      action: 'update',
      actor_name: 'Maria Lopez',
      after: { surgeon_2nd: surgeons[0]!.id },
    });
    second.server.kill('SIGTERM');
  });
});
