import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBoard } from '../boards/boards.test-support.js';
import { apiRoutes } from '../test/api-routes.js';
import { createTestApp } from '../test/harness.js';

/**
 * Every API route, as the app registered it, fed malformed params, queries and bodies by
 * an administrator (who passes every permission check): nothing may answer 500, and the server
 * must still answer afterwards.
 */
const BAD_PARAMS = ['abc', '-1', '0', '99999999999999999999', "1'%20or%201=1", '1.5'];
const BAD_QUERY = '?date=2025-02-30&event_date=nope&year=abc&month=13&start_date=x&end_date=&name=%00&status=weird';
const BAD_BODIES: unknown[] = [
  {},
  [],
  { id: 'x', date: 'not-a-date', entries: 'nope', locations: [], recipients: 'all', surgeon_id: [null], version: -1 },
  { entries: [{ date: '2025-13-01', version: 'x', surgeon_1st: {} }], month: '2025-99', data: [{}], note: 12 },
  { start_time: '25:99', end_time: '00:00', purpose: 'Party', event_date: '1999-01-01', so: 2, dc: 'yes' },
  { name: 'x'.repeat(5_000), subject: null, message: 7, password: ['a'], role: '1e9', allowed_vacation: -5 },
];

// Built before the tests are collected: the app's own route list names them.
const t = await createTestApp();
let token: string;
/** A route declared for boards is called with a board's token, every other with the administrator's. */
let boardToken: string;
beforeAll(async () => {
  token = await t.login('admin');
  boardToken = (await registerBoard(t, token)).token;
});
afterAll(() => t.close());

describe('malformed input never breaks the server', () => {
  // Logout would end the session the other checks use.
  const routes = apiRoutes(t.app).filter((route) => route.url !== '/api/logout');

  it('finds the routes to check', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes)('$method $url answers bad input with a 4xx, never 500', async ({ method, url, access }) => {
    const urls = url.includes(':') ? BAD_PARAMS.map((bad) => url.replace(/:[A-Za-z]+/g, bad)) : [url];
    for (const target of urls) {
      for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : BAD_BODIES) {
        const response = await t.app.inject({
          method: method as 'GET',
          url: `${target}${BAD_QUERY}`,
          headers: { authorization: `Bearer ${access === 'board' ? boardToken : token}` },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        if (response.statusCode >= 500)
          throw new Error(`${method} ${target} ${JSON.stringify(body)} → ${response.statusCode} ${response.body}`);
        expect(response.statusCode).not.toBe(401);
      }
    }
  });

  it('still answers after all of that', async () => {
    expect((await t.api(token).get('/api/current-user')).status).toBe(200);
  });
});

describe('NUL characters', () => {
  it('are refused (400) in queries and bodies, on every database', async () => {
    const query = await t.api(token).get('/api/oparative-log/search-by-name?name=a%00b');
    expect(query.status).toBe(400);
    const body = await t.api(token).post('/api/send-message', { subject: 'a\u0000b', message: 'x', recipients: ['2'] });
    expect(body.status).toBe(400);
    expect(body.body).toEqual({ message: 'Text may not contain NUL characters.' });
  });
});
