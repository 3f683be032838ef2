import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, testConfig } from '../test/harness.js';
import { registerBoard } from './test-support.js';

describe('board url tokens in the logs', () => {
  it('are never written: neither the page path nor the bearer', async () => {
    const lines: string[] = [];
    const t = await createTestApp();
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      db: t.db,
      logger: true,
      logStream: { write: (line) => lines.push(line) },
    });
    const board = await registerBoard(t, await t.login('admin'));
    await app.inject({ method: 'GET', url: board.url });
    await app.inject({ method: 'GET', url: '/api/board', headers: { authorization: `Bearer ${board.token}` } });
    await app.close();
    await t.close();
    const log = lines.join('');
    expect(log).toContain('/board/[token]');
    expect(log).toContain('/api/board');
    expect(log).not.toContain(board.token);
  });
});
