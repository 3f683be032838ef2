import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../app.js';
import type { CallInput, Endpoint } from '../../shared/contract/endpoint.js';
import { callDeclared, type DeclaredAnswer } from './call-declared.js';
import type { Config } from '../config.js';
import { connectDatabase, type Db } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { HttpTimeouts } from '../http/timeouts.js';
import { seedDemoData } from '../db/seed.js';
import { keepFiguresAtStart, orMetricsSettingsOf } from '../or-metrics/kept-figures.js';
import { preparedDatabase } from './database-templates.js';
import { stoppedTestClock, testClock, testMomentOf, type TestClock } from './test-clock.js';
import type { RedisClient } from '../realtime/redis.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';
import { createScratchPostgres } from './scratch-postgres.js';
import { generateVapidKeys } from '../push/vapid.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The practice's clock the portal runs on: started at the test's moment, running on from there. */
  clock: TestClock;
  /** Signs in a demo user (password portal-demo) and answers the token. */
  login(username: string): Promise<string>;
  /** Signs in each demo user: tokens by username. */
  loginEach(usernames?: readonly string[]): Promise<Record<string, string>>;
  /** The demo user's id. */
  userId(username: string): Promise<number>;
  /** Calls a declared endpoint with typed input as the holder of `token` (or anonymously); the answer is read by the declaration. */
  call<E extends Endpoint>(endpoint: E, input: CallInput<E>, token?: string): Promise<DeclaredAnswer<E>>;
  /** Calls the API by a raw URL as the holder of `token` (or anonymously): for what the contract would refuse to type. */
  api(token?: string): ApiClient;
  /** Starts listening on a free port (for sockets and browsers); answers the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** One demo user of each role: administrator, CEO, physician, staff. */
export const ROLE_USERNAMES = ['admin', 'ceo', 'physician', 'staff'] as const;

export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

export interface ApiClient {
  get<T = any>(path: string): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  put<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  patch<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  delete<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
}

/**
 * The demo users' password hash in a test portal: scrypt at 1/96 of the real cost (about 5 ms
 * instead of 0.3–0.6 s), as tests sign in hundreds of times a run. Unknown names still check
 * against the real-cost decoy, and hashes of users a test creates keep the real cost.
 */
const DEMO_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };

/** One VAPID pair for every test app of a run (made once: a pair is cheap, but one is enough). */
const TEST_VAPID_KEYS = generateVapidKeys();

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: ':memory:',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    timeZone: testTimeZone(),
    seed: 'demo',
    redisUrl: undefined,
    redisKeyPrefix: `portal-test-${Math.random().toString(36).slice(2, 10)}:`,
    sessionIdleMs: 3_600_000,
    lateGraceMinutes: 5,
    turnoverMaxGapMinutes: 60,
    swapApprovalRequired: false,
    timeOffNoticeDays: 60,
    fridayNightIsWeekend: false,
    callFill: { postCallNoOffice: true, minDaysBetweenFirstCalls: 2, maxCallsPerMonth: null },
    callPreferencesDeadlineDay: 20,
    vapid: { ...TEST_VAPID_KEYS, subject: 'mailto:portal-admin@localhost' },
    pushServiceHosts: [],
    sessionSweepMs: 5_000,
    databaseTimeoutMs: 5_000,
    logLevel: 'silent',
    clientDir: resolve('dist/client'),
    trustProxy: false,
    corsOrigins: [],
    servedOverHttps: false,
    ...overrides,
  };
}

/** The practice's zone in tests: the process's (TZ), else UTC. */
export const testTimeZone = (): string => process.env.TZ ?? 'UTC';

export interface TestAppOptions {
  config?: Partial<Config>;
  seed?: boolean;
  /** The moment the portal stands at, `YYYY-MM-DDTHH:mm` at the practice (default: see test-clock.ts). */
  now?: string;
  /** Shorthand for that day at GIVEN_DAY_DEMO_CLOCK (mid-morning). */
  today?: string;
  logger?: boolean;
  /** Defaults to TEST_DATABASE (sqlite unless set to postgres). */
  database?: 'sqlite' | 'postgres';
  /** The node's Redis connection (a multi-node test). */
  redis?: RedisClient;
  /** Sees every statement the app runs (not the test's own `t.db`): counting round trips. */
  dbPlugin?: KyselyPlugin;
  /** Shorter server timeouts (a trickled request cut in a test's time). */
  timeouts?: HttpTimeouts;
}

/**
 * A fresh portal on its own database, migrated and seeded with the demo practice: a temporary
 * SQLite file, or a new PostgreSQL database (TEST_DATABASE=postgres) dropped at close.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const kind = options.database ?? (process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite');
  const scratch = kind === 'postgres' ? await createScratchPostgres() : undefined;
  const databaseUrl = scratch?.url ?? join(dir, 'portal.sqlite');
  const config = testConfig({ databaseUrl, ...options.config });
  const clock = testClock(options, config.timeZone);
  // A SQLite file at a stated moment is a copy of one prepared once a run (the real clock's is not),
  // seeded at the moment itself: its stamps come before any write of the test, wherever it was made.
  const moment = testMomentOf(options);
  const copied = !scratch && moment !== 'real';
  const seedClock = copied ? stoppedTestClock(options, config.timeZone) : clock;
  const prepare = async (db: Db) => {
    await migrateToLatest(db);
    if (options.seed !== false) await seedDemoData(db, { clock: seedClock, passwordCost: DEMO_PASSWORD_COST });
  };
  if (copied) {
    const key = JSON.stringify({ moment, timeZone: config.timeZone, seeded: options.seed !== false });
    await preparedDatabase(databaseUrl, key, prepare);
  }
  const db = connectDatabase(databaseUrl);
  if (!copied) await prepare(db);
  // As main.ts starts: the kept OR figures follow the portal's settings.
  await keepFiguresAtStart(db, orMetricsSettingsOf(config), clock.now());
  const app = await buildApp({
    config,
    clock,
    db: options.dbPlugin ? db.withPlugin(options.dbPlugin) : db,
    logger: options.logger ?? false,
    redis: options.redis,
    timeouts: options.timeouts,
  });
  await app.ready();

  const api = (token?: string): ApiClient => {
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
      const response = await app.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const body = response.body ? (response.json() as unknown) : undefined;
      return { status: response.statusCode, body } as ApiResponse;
    };
    return {
      get: (url) => call('GET', url),
      post: (url, body) => call('POST', url, body ?? {}),
      put: (url, body) => call('PUT', url, body ?? {}),
      patch: (url, body) => call('PATCH', url, body ?? {}),
      delete: (url, payload) => call('DELETE', url, payload),
    };
  };

  const login = async (username: string): Promise<string> => {
    const response = await api().post('/api/login', { username, password: DEMO_PASSWORD });
    if (response.status !== 200)
      throw new Error(`login ${username}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.token as string;
  };

  return {
    app,
    db,
    clock,
    call: (endpoint, input, token) => callDeclared(app, endpoint, input, token),
    api,
    login,
    async loginEach(usernames = ROLE_USERNAMES) {
      const tokens: Record<string, string> = {};
      for (const username of usernames) tokens[username] = await login(username);
      return tokens;
    },
    async userId(username) {
      const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
      return row.id;
    },
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      return `http://127.0.0.1:${address.port}`;
    },
    async close() {
      await app.close();
      await db.destroy();
      await scratch?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
