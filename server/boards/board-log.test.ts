import { describe, expect, it } from 'vitest';
import { createLoggingApp } from '../test/logging-app.js';
import { registerBoard } from './boards.test-support.js';

describe('board url tokens in the logs', () => {
  it('are never written: neither the page path nor the bearer', async () => {
    const { t, app, lines } = await createLoggingApp();
    const board = await registerBoard(t, await t.login('admin'));
    await app.inject({ method: 'GET', url: board.url });
    const escapedFirst = `%${board.token.charCodeAt(0).toString(16).toUpperCase()}${board.token.slice(1)}`;
    await app.inject({ method: 'GET', url: `/board/${escapedFirst}` });
    await app.inject({ method: 'GET', url: '/api/board', headers: { authorization: `Bearer ${board.token}` } });
    await app.close();
    await t.close();
    const log = lines.join('');
    expect(log).toContain('/board/[token]');
    expect(log).toContain('/api/board');
    expect(log).not.toContain(board.token);
    expect(log).not.toContain(board.token.slice(1));
  });
});
