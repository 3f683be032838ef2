import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLE_IDS, type Permission } from '../../shared/roles.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/** Write routes every signed-in user may call (no role guard by design). */
/** Open to every signed-in user (or, for login, to anyone); undo checks the entry's own area's right itself. */
const OPEN_TO_EVERYONE = [
  'POST /api/login',
  'POST /api/logout',
  'POST /api/send-message',
  'POST /api/message/reply/:id/:senderId',
  'POST /api/me/calendar-feed',
  'DELETE /api/me/calendar-feed',
  'POST /api/audit-log/:id/undo',
];
const USERNAME_BY_ROLE: Record<number, string> = { 1: 'admin', 2: 'ceo', 3: 'physician', 4: 'staff' };

interface WriteRoute {
  method: string;
  url: string;
  /** Any one of these lets a caller through; empty: no guard. */
  permissions: Permission[];
}

const permissionsIn = (args: string): Permission[] =>
  [...args.matchAll(/'([a-z.-]+)'/g)].map((match) => match[1] as Permission);

/**
 * Every write route as the routes files declare it, with the permissions of its guard: a guard
 * object (`const writer = { preHandler: app.permit('x') }`) or an inline one.
 */
function declaredWriteRoutes(): WriteRoute[] {
  const routes: WriteRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.routes.ts')) {
        const source = readFileSync(path, 'utf8');
        const guards = new Map<string, Permission[]>();
        for (const match of source.matchAll(/const (\w+) = \{ preHandler: app\.permit\(([^)]*)\)/g)) {
          guards.set(match[1]!, permissionsIn(match[2]!));
        }
        for (const match of source.matchAll(/app\.(post|put|patch|delete)\(\s*'([^']+)',\s*(\w+|\{[^}]*\})/g)) {
          const guard = match[3]!;
          const inline = /app\.permit\(([^)]*)\)/.exec(guard);
          routes.push({
            method: match[1]!.toUpperCase(),
            url: `/api${match[2]}`,
            permissions: inline ? permissionsIn(inline[1]!) : (guards.get(guard) ?? []),
          });
        }
      }
    }
  };
  walk('server');
  return routes;
}

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
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
    const response = await t.api(tokens.physician).post('/api/add-ofice-close-data', {});
    expect(response.status).toBe(403);
  });
});
