import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_READS } from '../audit/patient-reads.js';
import { entriesAfter, lastAuditId } from '../audit/audit.test-support.js';
import { registerBoard } from '../boards/boards.test-support.js';
import type { DeclaredRoute } from './route-access.js';
import { apiRoutes } from '../test/api-routes.js';
import { createTestApp } from '../test/harness.js';
import { oddSpellings, rawRequest } from '../test/odd-spellings.js';
import { calendarFeedContract } from '../../shared/contract/calendar-feed.js';
import { answered } from '../test/call-declared.js';

/**
 * No spelling of a URL reaches a handler without the credential its route declares: every
 * registered API route (every method, HEAD included), through odd spellings of its path, with no
 * credential, a board's and a calendar feed's; every answer `no-store`. Built before collection: the app's route list
 * names the cases.
 */
const t = await createTestApp();
afterAll(() => t.close());

type Credential = 'none' | 'board' | 'feed';
const CREDENTIALS: Credential[] = ['none', 'board', 'feed'];
let boardToken: string;
/** The feed's path segment (`<secret>.ics`), its only key. */
let feedFile: string;
/** MRNs, full names and diagnoses of the seeded patients: none may appear in a refused answer. */
let patientFields: string[];

beforeAll(async () => {
  const admin = await t.login('admin');
  boardToken = (await registerBoard(t, admin)).token;
  const physician = await t.login('physician');
  feedFile = String(answered(await t.call(calendarFeedContract.create, {}, physician), 201).url)
    .split('/')
    .pop()!;
  const rounds = await t.db
    .selectFrom('hospital_rounds')
    .select(['first_name', 'last_name', 'mrn', 'diagnosis'])
    .execute();
  const log = await t.db
    .selectFrom('operative_entries')
    .select(['first_name', 'last_name', 'mrn', 'diagnosis'])
    .execute();
  const events = await t.db
    .selectFrom('schedule_events')
    .select(['patient_first_name', 'patient_last_name', 'patient_mrn'])
    .where('patient_mrn', 'is not', null)
    .execute();
  patientFields = [
    ...[...rounds, ...log].flatMap((row) => [`${row.first_name} ${row.last_name}`, row.mrn, row.diagnosis]),
    ...events.flatMap((row) => [`${row.patient_first_name} ${row.patient_last_name}`, row.patient_mrn!]),
  ].filter((field) => field.trim().length >= 4);
  patientFields = [...new Set(patientFields)];
  expect(patientFields.length).toBeGreaterThan(50);
});

/**
 * The first patient field a body holds. Thousands of fields against the API's own description
 * (hundreds of kilobytes, the same for every spelling) are searched once per distinct body.
 */
const leaks = new Map<string, string | undefined>();
function leakIn(body: string): string | undefined {
  const known = leaks.get(body);
  if (known !== undefined || leaks.has(body)) return known;
  const leaked = patientFields.find((field) => body.includes(field));
  leaks.set(body, leaked);
  return leaked;
}

/** The concrete path: a feed route gets the real secret only when the caller holds it. */
function concretePath(url: string, credential: Credential): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    if (name === 'token') return credential === 'feed' ? feedFile : `${'A'.repeat(43)}.ics`;
    if (name === 'area') return 'rounds';
    return '1';
  });
}

const headersFor = (credential: Credential): Record<string, string> =>
  credential === 'board'
    ? { authorization: `Bearer ${boardToken}` }
    : credential === 'feed'
      ? { authorization: `Bearer ${feedFile.replace(/\.ics$/, '')}` }
      : {};

/** A route declared for this credential (or for anyone) may answer 2xx; every other must refuse. */
const mayAnswer = (route: DeclaredRoute, credential: Credential) =>
  route.access === 'public' ||
  (route.access === 'board' && credential === 'board') ||
  (route.access === 'feed' && credential === 'feed');

describe('every API route, every odd spelling, no session', () => {
  const routes = apiRoutes(t.app, { withHead: true });

  it('finds every route, HEAD ones included, and only the declared ones open', () => {
    expect(routes.length).toBeGreaterThan(80);
    const open = routes.filter((route) => route.access !== 'session').map((route) => `${route.method} ${route.url}`);
    expect(open.sort()).toEqual(
      [
        'GET /api/board',
        'HEAD /api/board',
        'GET /api/board/day',
        'HEAD /api/board/day',
        'GET /api/board/family-day',
        'HEAD /api/board/family-day',
        'GET /api/calendar-feed/:token',
        'HEAD /api/calendar-feed/:token',
        'POST /api/login',
        'GET /api/practice',
        'HEAD /api/practice',
        // The API's own description (issue 21): it holds no data.
        'GET /api/openapi.json',
        'HEAD /api/openapi.json',
        'GET /api/docs',
        'HEAD /api/docs',
        // A page notification's Acknowledge button: the capability its push carried stands for a session.
        'POST /api/pages/:id/acknowledge-from-notification',
      ].sort(),
    );
  });

  it.each(routes)('$method $url ($access)', async (route) => {
    const failures: string[] = [];
    for (const credential of CREDENTIALS) {
      for (const url of oddSpellings(concretePath(route.url, credential))) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: headersFor(credential),
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
        });
        const status = response.statusCode;
        const leaked = leakIn(response.body);
        if (status >= 500 || (status < 400 && !mayAnswer(route, credential)) || leaked)
          failures.push(`${credential} ${url} → ${status}${leaked ? ` with ${leaked}` : ''}`);
        if (response.headers['cache-control'] !== 'no-store') failures.push(`${credential} ${url}: cacheable`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('over a real socket (no client library to normalise the path)', () => {
  let port: number;
  beforeAll(async () => {
    port = Number(new URL(await t.listen()).port);
  });

  it.each(Object.keys(PATIENT_READS))('GET %s: every spelling without a session is refused', async (url) => {
    const failures: string[] = [];
    for (const path of oddSpellings(url.replace(':id', '1'))) {
      const response = await rawRequest(port, 'GET', path);
      const leaked = leakIn(response.body);
      if (response.status < 400 || response.status >= 500 || leaked)
        failures.push(`${path} → ${response.status}${leaked ? ` with ${leaked}` : ''}`);
    }
    expect(failures).toEqual([]);
  });

  it('a signed-in read through an odd spelling answers and is audited as the plain one is', async () => {
    const token = await t.login('staff');
    const since = await lastAuditId(t);
    const response = await rawRequest(port, 'GET', '/%61pi/hospital-round', { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(patientFields.some((field) => response.body.includes(field))).toBe(true);
    const entries = await entriesAfter(t, since);
    expect(entries.map((entry) => [entry.area, entry.action, entry.actor_name])).toEqual([
      ['rounds', 'view', 'Maria Lopez'],
    ]);
  });
});

describe('the declarations', () => {
  it('every patient read is a GET route that needs a session', () => {
    const sessionGets = new Set(
      apiRoutes(t.app)
        .filter((route) => route.method === 'GET' && route.access === 'session')
        .map((route) => route.url),
    );
    for (const url of Object.keys(PATIENT_READS)) expect(sessionGets, url).toContain(url);
  });

  it('outside /api are only the health probes and the client’s files', () => {
    const others = t.app.declaredRoutes.filter((route) => !route.url.startsWith('/api/'));
    for (const route of others) expect(route.url).toMatch(/^\/(healthz|readyz|[^/]+\.[a-z0-9]+|(assets|icons)\/.+)$/);
  });
});
