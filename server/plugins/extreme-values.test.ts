import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_DATE, FIRST_MONTH, LAST_DATE, LAST_MONTH } from '../../shared/dates.js';
import type { Ack } from '../../shared/realtime/ack.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { roleLabel, ROLE_IDS } from '../../shared/roles.js';
import { connectBoard } from '../boards/boards.test-support.js';
import type { OpenApiDocument } from '../openapi/openapi-types.js';
import { ROLE_USERNAMES } from '../test/harness.js';
import {
  EXTREME_DATES,
  EXTREME_MONTHS,
  EXTREME_NUMBERS,
  fieldProbes,
  rangeProbes,
  type Probe,
  type RequestInput,
  type SweptRoute,
  sweptRoutes,
} from '../test/extreme-values.js';
import { freePort, startServerProcess } from '../test/processes.js';
import { connectSocket, type TestSocket } from '../test/sockets.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';

/**
 * Every declared route (as the served OpenAPI document lists them) and every room, fed extreme
 * dates, months, numbers and strings by each role allowed to call it, against a server in its own
 * process: a request the server loops on forever cannot stop the test with it. Each answer must
 * come within 2 s (a hang detector, not a measure of speed) and never be a 5xx; a date or month
 * outside 1900–2199 must be refused (422, or a refused join); and the process must still answer
 * afterwards.
 */
const ANSWER_WITHIN_MS = 2_000;
/** A sign-in or a password change hashes a password, slow by design (scrypt), on a busy machine slower still. */
const PASSWORD_WORK_WITHIN_MS = 10_000;
const IN_FLIGHT = 4;
/** Setting up is no probe: a sign-in hashes a password, slow on a busy machine. */
const SETUP_WITHIN_MS = 30_000;

// Started before the tests are collected: the served document names them.
const dir = mkdtempSync(join(tmpdir(), 'portal-extremes-'));
const server = await startServerProcess({
  DATABASE_URL: join(dir, 'portal.sqlite'),
  SEED: 'demo',
  JWT_SECRET: 'extreme-values-sweep-secret-of-enough-length',
  PORT: String(await freePort()),
  LOG_LEVEL: 'error',
  // As deployed: answers are not checked against their declarations (a test-only check).
  CONTRACT_CHECK: '0',
});
afterAll(async () => {
  await server.stop(10_000);
  rmSync(dir, { recursive: true, force: true });
});

async function request(method: string, path: string, init: { token?: string; body?: unknown; withinMs?: number } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(init.withinMs ?? ANSWER_WITHIN_MS),
  });
  return { status: response.status, text: await response.text() };
}

async function signIn(username: string): Promise<string> {
  const answer = await request('POST', '/api/login', {
    body: { username, password: DEMO_PASSWORD },
    withinMs: SETUP_WITHIN_MS,
  });
  return (JSON.parse(answer.text) as { token: string }).token;
}

/** Signed-in people by role label (the OpenAPI document's `x-access` names them so). */
const tokens = Object.fromEntries(
  await Promise.all(ROLE_IDS.map(async (role) => [roleLabel(role), await signIn(ROLE_USERNAMES[role - 1]!)])),
) as Record<string, string>;

async function boardToken(kind: 'wall' | 'family'): Promise<string> {
  const answer = await request('POST', '/api/boards', {
    token: tokens.Administrator,
    body: { name: kind, kind },
    withinMs: SETUP_WITHIN_MS,
  });
  return String((JSON.parse(answer.text) as { board: { url: string } }).board.url)
    .split('/')
    .pop()!;
}
const boards = { wall: await boardToken('wall'), family: await boardToken('family') };
const document = JSON.parse(
  (await request('GET', '/api/openapi.json', { withinMs: SETUP_WITHIN_MS })).text,
) as OpenApiDocument;

interface Caller {
  name: string;
  token?: string;
}

/** Who may call a route, administrator first: each gets the range probes, the first every field probe. */
function callersOf(access: SweptRoute['access']): Caller[] {
  if (access === 'public' || access === 'feed') return [{ name: 'anonymous' }];
  if (access === 'board') return Object.entries(boards).map(([kind, token]) => ({ name: `${kind} board`, token }));
  const labels = typeof access === 'string' ? ROLE_IDS.map(roleLabel) : access;
  return labels.map((label) => ({ name: label, token: tokens[label] }));
}

function urlOf(route: SweptRoute, input: RequestInput): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input.path[name])));
  const query = new URLSearchParams(Object.entries(input.query).map(([name, value]) => [name, String(value)]));
  return query.size > 0 ? `${path}?${query}` : path;
}

/** The request the server stopped answering at: after it, nothing more is sent (each would only wait its 2 s). */
let hungAt: string | undefined;
const stillAnswering = () => {
  if (hungAt) throw new Error(`not sent: the server stopped answering at ${hungAt}`);
};

/** What is wrong with the answer to `probe`, or null. */
async function problemWith(route: SweptRoute, probe: Probe, caller: Caller): Promise<string | null> {
  const what = `${route.method} ${route.path} ${probe.label} as ${caller.name}`;
  stillAnswering();
  const withinMs = route.limitsAttempts ? PASSWORD_WORK_WITHIN_MS : ANSWER_WITHIN_MS;
  const answer = await request(route.method, urlOf(route, probe.input), {
    token: caller.token,
    body: route.hasBody ? probe.input.body : undefined,
    withinMs,
  }).catch((error: unknown) => {
    hungAt ??= what;
    throw new Error(`${what}: no answer within ${withinMs} ms (${String(error)})`);
  });
  // 422, or 400 where the contract asks it of a whole call (the block calendar's save).
  if (answer.status < 500 && (!probe.mustRefuse || answer.status === 422 || answer.status === 400)) return null;
  return `${what} → ${answer.status} ${answer.text.slice(0, 160)}`;
}

// Logging out would end the session the other probes use.
const routes = sweptRoutes(document).filter((route) => route.path !== '/api/logout');

describe('extreme values in every field of every declared route', () => {
  it('finds the routes and their date fields', () => {
    expect(routes.length).toBeGreaterThan(70);
    const withDates = routes.filter((route) => route.leaves.some((leaf) => leaf.kind === 'date'));
    expect(withDates.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/coverage', '/api/or-metrics', '/api/add-vacation-data']),
    );
  });

  it.each(routes)('$method $path: answered, never 5xx; out-of-range dates refused', async (route) => {
    const [first, ...others] = callersOf(route.access);
    const sends = [
      ...[...fieldProbes(route), ...rangeProbes(route)].map((probe) => [probe, first!] as const),
      ...others.flatMap((caller) => rangeProbes(route, { worst: true }).map((probe) => [probe, caller] as const)),
    ];
    const problems: string[] = [];
    // A few at a time (a hang still shows as a timeout); one at a time where each is a password's work.
    const inFlight = route.limitsAttempts ? 1 : IN_FLIGHT;
    for (let start = 0; start < sends.length; start += inFlight) {
      const batch = sends.slice(start, start + inFlight);
      const answers = await Promise.all(batch.map(([probe, caller]) => problemWith(route, probe, caller))).catch(
        (error: unknown) => {
          // Any of those sent together may be the one the server is stuck on.
          const together = batch.map(([probe, caller]) => `${probe.label} as ${caller.name}`).join(' | ');
          throw new Error(`${error instanceof Error ? error.message : String(error)}; sent with: ${together}`);
        },
      );
      problems.push(...answers.filter((problem): problem is string => problem !== null));
    }
    expect(problems).toEqual([]);
  });
});

type JoinAnswer = Ack<unknown>;
const joinAs = (socket: TestSocket, event: 'room:join' | 'room:watch', name: string) =>
  socket.timeout(ANSWER_WITHIN_MS).emitWithAck(event, name) as Promise<JoinAnswer>;
const UNKNOWN = { ok: false, error: 'Unknown room.' };
/** A refusal the join path gives for a reason (not its catch-all for a failure, nor its rate limit). */
const refusedForAReason = (answer: JoinAnswer) =>
  !answer.ok && answer.error !== 'Could not join the room.' && !/too many/i.test(answer.error);

describe('extreme dates in every room name', () => {
  const people = ROLE_IDS.map(roleLabel);

  it.each(people)('a day or month outside 1900–2199 is an unknown room to the %s', async (label) => {
    stillAnswering();
    const socket = await connectSocket(server.url, tokens[label]);
    try {
      for (const name of [...EXTREME_DATES.map(rooms.day), ...EXTREME_MONTHS.map(rooms.month)])
        expect([name, await joinAs(socket, 'room:join', name)]).toEqual([name, UNKNOWN]);
      for (const name of [rooms.day(EXTREME_DATES[5]!), rooms.month(EXTREME_MONTHS[5]!)])
        expect([name, await joinAs(socket, 'room:watch', name)]).toEqual([name, UNKNOWN]);
      for (const name of [rooms.boardDay(EXTREME_DATES[5]!), rooms.familyDay(EXTREME_DATES[6]!)])
        expect([name, await joinAs(socket, 'room:join', name)]).toEqual([name, UNKNOWN]);
      for (const number of EXTREME_NUMBERS) {
        const answer = await joinAs(socket, 'room:join', `user:${String(number)}`);
        expect([number, refusedForAReason(answer)]).toEqual([number, true]);
      }
      for (const name of [
        rooms.day(FIRST_DATE),
        rooms.day(LAST_DATE),
        rooms.month(FIRST_MONTH),
        rooms.month(LAST_MONTH),
      ])
        expect([name, (await joinAs(socket, 'room:join', name)).ok]).toEqual([name, true]);
      const presence = (month: string) =>
        socket.timeout(ANSWER_WITHIN_MS).emitWithAck('presence:edit', { month }) as Promise<JoinAnswer>;
      for (const month of EXTREME_MONTHS) expect(await presence(month)).toMatchObject({ ok: false });
    } finally {
      socket.close();
    }
  });

  it.each(['wall', 'family'] as const)('a %s board is refused every day outside 1900–2199', async (kind) => {
    stillAnswering();
    const { socket } = await connectBoard(server.url, boards[kind]);
    try {
      for (const date of EXTREME_DATES) {
        for (const name of [rooms.boardDay(date), rooms.boardDayVariant(date, 'named'), rooms.familyDay(date)])
          expect([name, await joinAs(socket, 'room:join', name)]).toEqual([name, UNKNOWN]);
      }
      for (const name of [rooms.boardDay(LAST_DATE), rooms.familyDay(LAST_DATE)])
        expect([name, refusedForAReason(await joinAs(socket, 'room:join', name))]).toEqual([name, true]);
    } finally {
      socket.close();
    }
  });
});

describe('after all of that', () => {
  it('the server process is alive, answers each person, and logged no error', async () => {
    expect(server.child.exitCode).toBeNull();
    for (const token of Object.values(tokens))
      expect((await request('GET', '/api/current-user', { token })).status).toBe(200);
    const coverage = await request('GET', '/api/coverage?from=2030-06-01&to=2030-06-30', { token: tokens.Staff });
    expect(coverage.status).toBe(200);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });
});
