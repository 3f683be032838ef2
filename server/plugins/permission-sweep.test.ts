import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLE_IDS, type RoleId } from '../../shared/roles.js';
import { refusalMessage } from '../openapi/access-notes.js';
import { apiRoutes } from '../test/api-routes.js';
import { createTestApp, type ROLE_USERNAMES } from '../test/harness.js';

/**
 * Every declared endpoint whose access is a permission, called by each role without it: 403 with
 * exactly the declared message, and the body never read (it is not even JSON). Built before
 * collection: the app's declarations name the cases, so a newly declared endpoint is swept too.
 */
const t = await createTestApp();
let tokens: Record<string, string>;
beforeAll(async () => {
  tokens = await t.loginEach();
});
afterAll(() => t.close());

const USERNAME_BY_ROLE: Record<RoleId, (typeof ROLE_USERNAMES)[number]> = {
  1: 'admin',
  2: 'ceo',
  3: 'physician',
  4: 'staff',
};

const cases = apiRoutes(t.app).flatMap(({ url, endpoint }) => {
  if (endpoint?.access.kind !== 'permission') return [];
  const { anyOf } = endpoint.access;
  const message = refusalMessage(endpoint.access);
  return ROLE_IDS.filter((role) => !anyOf.some((permission) => can(role, permission))).map((role) => ({
    method: endpoint.method,
    url,
    message,
    username: USERNAME_BY_ROLE[role],
  }));
});

describe('a role without the declared permission', () => {
  it('finds the guarded endpoints', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases)(
    '$method $url refuses $username with the declared message',
    async ({ method, url, message, username }) => {
      const response = await t.app.inject({
        method,
        url: url.replace(/:[A-Za-z]+/g, '1'),
        headers: { authorization: `Bearer ${tokens[username]}`, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: '{"broken' }),
      });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message });
    },
  );
});
