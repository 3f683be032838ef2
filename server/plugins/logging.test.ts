import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, testConfig } from '../test/harness.js';

describe('structured logs', () => {
  it('never contain passwords, tokens or the patient names in search queries', async () => {
    const lines: string[] = [];
    const t = await createTestApp();
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      db: t.db,
      logger: true,
      logStream: { write: (line) => lines.push(line) },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'staff', password: 'portal-demo' },
    });
    const token = login.json().token as string;
    await app.inject({
      method: 'GET',
      url: '/api/oparative-log/search-by-name?name=Margaret%20Holloway',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'staff', password: 'wrong-secret-guess' },
    });
    await app.close();
    await t.close();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(3);
    expect(log).toContain('/api/oparative-log/search-by-name');
    for (const secret of ['portal-demo', 'wrong-secret-guess', token, 'Margaret', 'Holloway'])
      expect(log).not.toContain(secret);
  });
});
