import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLE_IDS, type Permission } from '../../shared/roles.js';
import { apiRoutes } from '../test/api-routes.js';
import { createTestApp } from '../test/harness.js';

/**
 * Open to every signed-in user (or, for login, to anyone); undo checks the entry's own area's right
 * itself, and withdrawing a call request the request's author (or, for a cover offer, a scheduler).
 */
const OPEN_TO_EVERYONE = [
  'POST /api/login',
  'POST /api/logout',
  'POST /api/send-message',
  'POST /api/message/reply/:id/:senderId',
  'POST /api/me/calendar-feed',
  'DELETE /api/me/calendar-feed',
  'POST /api/audit-log/:id/undo',
  'PUT /api/current-user/password',
  'POST /api/call-requests/:id/withdraw',
  // One's own devices and choices for notifications; anyone may page, and acknowledge a page sent to them.
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions',
  'PUT /api/push/preferences',
  'POST /api/pages',
  'POST /api/pages/:id/acknowledge',
  // A page notification's Acknowledge button: no session, the capability its push carried instead.
  'POST /api/pages/:id/acknowledge-from-notification',
];
const USERNAME_BY_ROLE: Record<number, string> = { 1: 'admin', 2: 'ceo', 3: 'physician', 4: 'staff' };

interface WriteRoute {
  method: string;
  url: string;
  /** Any one of these lets a caller through; empty: no guard. */
  permissions: Permission[];
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write route as the app registered it, with the permissions its declaration requires. */
function declaredWriteRoutes(): WriteRoute[] {
  return apiRoutes(t.app)
    .filter((route) => WRITE_METHODS.has(route.method))
    .map(({ method, url, endpoint }) => ({
      method,
      url,
      permissions: endpoint?.access.kind === 'permission' ? [...endpoint.access.anyOf] : [],
    }));
}

// Built before the tests are collected: the app's own route list names them.
const t = await createTestApp();
let tokens: Record<string, string>;
beforeAll(async () => {
  tokens = await t.loginEach();
});
afterAll(() => t.close());

const routes = declaredWriteRoutes();
const refusals = routes.flatMap((route) =>
  ROLE_IDS.filter(
    (role) => route.permissions.length > 0 && !route.permissions.some((permission) => can(role, permission)),
  ).map((role) => ({
    ...route,
    username: USERNAME_BY_ROLE[role]!,
  })),
);

describe('authorization comes before validation', () => {
  it('finds the write routes, and every one without a guard is meant to be open', () => {
    expect(routes.length).toBeGreaterThan(20);
    const unguarded = routes
      .filter((route) => route.permissions.length === 0)
      .map((route) => `${route.method} ${route.url}`);
    expect(unguarded.sort()).toEqual([...OPEN_TO_EVERYONE].sort());
    expect(refusals.length).toBeGreaterThan(20);
  });

  it.each(refusals)('$method $url answers 403 to $username whatever the body', async ({ method, url, username }) => {
    const target = url.replace(/:[A-Za-z]+/g, '1');
    const bodies: { payload?: string; headers?: Record<string, string> }[] = [
      {},
      { payload: '{}', headers: { 'content-type': 'application/json' } },
      { payload: '', headers: { 'content-type': 'application/json' } },
      { payload: '{"broken', headers: { 'content-type': 'application/json' } },
      { payload: 'x'.repeat(300 * 1024), headers: { 'content-type': 'application/json' } },
    ];
    for (const body of bodies) {
      const response = await t.app.inject({
        method: method as 'POST',
        url: target,
        headers: { authorization: `Bearer ${tokens[username]}`, ...body.headers },
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      });
      expect(
        response.statusCode,
        `${JSON.stringify(body.payload?.slice(0, 20))} → ${response.body.slice(0, 200)}`,
      ).toBe(403);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('a physician posting an empty office-closure body gets 403, not 422 (the issue as reported)', async () => {
    const response = await t.api(tokens.physician).post('/api/add-ofice-close-data');
    expect(response.status).toBe(403);
  });
});
