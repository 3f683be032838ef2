import { describe, expect, it } from 'vitest';
import { createLoggingApp } from '../test/logging-app.js';
import type { LoginResponse } from '../../shared/schemas/auth.js';

describe('structured logs', () => {
  it('never contain passwords, tokens or the patient names in search queries', async () => {
    const { t, app, lines } = await createLoggingApp();
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'staff', password: 'portal-demo' },
    });
    const { token } = login.json<LoginResponse>();
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

  it('health probes are not logged at info (the outages they see are, once each)', async () => {
    const { t, app, lines } = await createLoggingApp();
    await app.inject({ method: 'GET', url: '/api/practice' });
    const before = lines.length;
    for (const url of ['/healthz', '/readyz', '/healthz'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await app.close();
    await t.close();
    expect(before).toBeGreaterThan(0);
    expect(lines.join('')).not.toMatch(/healthz|readyz/);
  });
});
