import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_LATE_GRACE_MINUTES, DEFAULT_TURNOVER_MAX_GAP_MINUTES } from '../shared/case-tracking.js';
import { momentInstant } from '../shared/practice-clock.js';
import type { CallFillSettings } from '../shared/schemas/call-suggestions.js';
import { assertTimeZone } from '../shared/zoned-time.js';
import { jwtSecretRefusal } from './config-secret.js';
import { ownRelease } from './release.js';
import { tightenIfPresent } from './files/private-files.js';
import { generateVapidKeys } from './push/vapid.js';

export const DEFAULT_DATABASE_URL = 'data/portal.sqlite';

/** A setting the process refuses to start with: one line that names the variable, never a stack. */
export class ConfigRefused extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable}: ${problem}`);
  }
}

/** A SQLite file path or a PostgreSQL URL; anything else with a scheme (`postgress://`, `mysql://`) is a typo. */
export function isDatabaseUrl(url: string): boolean {
  if (/^postgres(ql)?:\/\//.test(url)) return true;
  return !/^[a-z][a-z0-9+.-]+:/i.test(url);
}
const DATABASE_URL_RULE = 'neither a file path nor a postgres:// or postgresql:// URL';

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function isTimeZone(name: string): boolean {
  try {
    assertTimeZone(name);
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().optional(),
  DATABASE_URL: z.string().refine(isDatabaseUrl, DATABASE_URL_RULE).default(DEFAULT_DATABASE_URL),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TZ: z.string().min(1).default('America/New_York').refine(isTimeZone, 'not a time zone name (e.g. America/New_York)'),
  SEED: z.enum(['demo', 'none']).optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('portal:'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  /** Minutes past its scheduled start a case may be out of the room before the boards mark it late. */
  CASE_LATE_GRACE_MINUTES: z.coerce.number().int().min(0).max(120).default(DEFAULT_LATE_GRACE_MINUTES),
  /** The longest idle gap (Out of room to the next In room, same room) the OR metrics count as a turnover. */
  TURNOVER_MAX_GAP_MINUTES: z.coerce.number().int().min(1).max(480).default(DEFAULT_TURNOVER_MAX_GAP_MINUTES),
  /** Whether an accepted swap or give-away waits for a scheduler's approval before it applies. */
  SWAP_APPROVAL_REQUIRED: z.enum(['true', 'false']).default('false'),
  /** Days of notice the practice asks for time off; a later request warns. */
  TIME_OFF_NOTICE_DAYS: z.coerce.number().int().min(0).max(365).default(60),
  /** Whether the fairness ledger counts Friday's calls (Friday night) as weekend calls. */
  FRIDAY_NIGHT_IS_WEEKEND: z.enum(['true', 'false']).default('false'),
  /** Suggest-fill: no office session the day after a 1st call. */
  CALL_POST_CALL_NO_OFFICE: z.enum(['true', 'false']).default('true'),
  /** Suggest-fill: fewest days from one 1st call of a person to their next (2: never two days running). */
  CALL_MIN_DAYS_BETWEEN_FIRST_CALLS: z.coerce.number().int().min(1).max(14).default(2),
  /** Suggest-fill: most 1st and 2nd calls of one person in a month (`none` for no limit). */
  CALL_MAX_PER_MONTH: z.union([z.literal('none'), z.coerce.number().int().min(1).max(62)]).default('none'),
  /** Physicians' marks for month M may be changed until the end of this day of month M−1. */
  CALL_PREFERENCES_DEADLINE_DAY: z.coerce.number().int().min(1).max(28).default(20),
  /** Web Push (VAPID) keys, the same on every node; generated once into data/vapid-keys.json when not given. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (43 characters)')
    .optional(),
  /** Who push services may contact about this portal's pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'a mailto: or https: address')
    .default('mailto:portal-admin@localhost'),
  /** Push services besides the known ones (Google, Mozilla, Apple, Microsoft): host or host:port, comma-separated. */
  PUSH_SERVICE_HOSTS: z
    .string()
    .optional()
    .refine((value) => parseList(value).every((host) => /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)), {
      message: 'a comma-separated list of hosts such as push.example.org or 127.0.0.1:8443',
    }),
  DATABASE_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  SERVED_OVER_HTTPS: z.enum(['true', 'false']).default('false'),
  /** Test mode only: the moment the practice's clock starts at (`YYYY-MM-DDTHH:mm` there, an ISO instant, or `real`). */
  TEST_NOW: z.string().optional(),
  CORS_ORIGINS: z
    .string()
    .optional()
    .refine((value) => parseList(value).every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)), {
      message: 'a comma-separated list of origins such as https://portal.example.org (scheme and host, no path)',
    }),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** No HOST given with demo data: loopback only, and the start line says so. */
  hostIsDemoLoopback?: boolean;
  databaseUrl: string;
  jwtSecret: string;
  timeZone: string;
  seed: 'demo' | 'none';
  redisUrl: string | undefined;
  /** Starts every Redis key and socket.io channel of this portal (several portals may share one Redis). */
  redisKeyPrefix: string;
  sessionIdleMs: number;
  /** Minutes past a case's scheduled start before it shows late (the practice's OR grace). */
  lateGraceMinutes: number;
  /** A case is a turnover only when it follows another into the same room within this many minutes. */
  turnoverMaxGapMinutes: number;
  /** An accepted swap or give-away waits for a scheduler's approval (else it applies at once). */
  swapApprovalRequired: boolean;
  /** Days of notice asked for time off; a request starting sooner warns. */
  timeOffNoticeDays: number;
  /** The fairness ledger counts Friday's calls as weekend calls. */
  fridayNightIsWeekend: boolean;
  /** The rules suggest-fill honours beyond the calendar's own (server/call-suggestions). */
  callFill: CallFillSettings;
  /** Physicians mark their days of month M until the end of this day (1–28) of month M−1, practice time. */
  callPreferencesDeadlineDay: number;
  /** Web Push: this portal's VAPID keys and contact. */
  vapid: VapidKeys;
  /** Push services accepted beyond the known ones (host or host:port). */
  pushServiceHosts: string[];
  /** How often each node re-reads the sessions of the sockets it holds (server/realtime/session-watch.ts). */
  sessionSweepMs: number;
  /** The longest a statement, a connection attempt or a lock wait may take before the request answers 503. */
  databaseTimeoutMs: number;
  logLevel: string;
  clientDir: string;
  /** The build this process runs (told to clients on connect); undefined when run from sources. */
  buildId?: string;
  /** Fastify's trustProxy: false (default), true, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** Origins (scheme://host[:port]) allowed to call the API and open sockets from another origin. */
  corsOrigins: string[];
  /** SERVED_OVER_HTTPS=true: browsers reach the portal over HTTPS (at the proxy), so answers carry HSTS. */
  servedOverHttps: boolean;
  /** Test mode only (TEST_NOW): the instant the practice's clock starts at; else the real time. */
  testNow?: Date;
}

export type TrustProxy = boolean | number | string[];

/** Parses the environment once; throws (and the process refuses to start) on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  refuseEmptyValues(env);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    const more = parsed.error.issues.length > 1 ? ` (and ${parsed.error.issues.length - 1} more)` : '';
    throw new ConfigRefused(first!.path.join('.'), `${first!.message}${more}`);
  }
  const values = parsed.data;
  // One generated file per machine cannot be shared by several nodes, and production must not
  // depend on a file that a redeploy may drop.
  if (!values.JWT_SECRET && (values.NODE_ENV === 'production' || values.REDIS_URL)) {
    throw new ConfigRefused(
      'JWT_SECRET',
      'required when NODE_ENV=production or REDIS_URL is set (at least 32 characters, the same on every node)',
    );
  }
  const testNow = parseTestNow(values.TEST_NOW, values.NODE_ENV, values.TZ);
  // A published example or a guessable secret lets anyone forge a session token.
  const secretRefusal =
    values.NODE_ENV === 'production' && values.JWT_SECRET ? jwtSecretRefusal(values.JWT_SECRET) : undefined;
  if (secretRefusal) throw new ConfigRefused('JWT_SECRET', secretRefusal);
  const seed = values.SEED ?? (values.NODE_ENV === 'production' ? 'none' : 'demo');
  // The demo practice's password is in the README: it is not offered to the network unless asked.
  const hostIsDemoLoopback = values.HOST === undefined && seed === 'demo';
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST ?? (hostIsDemoLoopback ? '127.0.0.1' : '0.0.0.0'),
    hostIsDemoLoopback,
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET ?? persistedSecret('data/jwt-secret'),
    timeZone: values.TZ,
    seed,
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    sessionIdleMs: values.SESSION_IDLE_MINUTES * 60_000,
    lateGraceMinutes: values.CASE_LATE_GRACE_MINUTES,
    turnoverMaxGapMinutes: values.TURNOVER_MAX_GAP_MINUTES,
    swapApprovalRequired: values.SWAP_APPROVAL_REQUIRED === 'true',
    timeOffNoticeDays: values.TIME_OFF_NOTICE_DAYS,
    fridayNightIsWeekend: values.FRIDAY_NIGHT_IS_WEEKEND === 'true',
    callFill: {
      postCallNoOffice: values.CALL_POST_CALL_NO_OFFICE === 'true',
      minDaysBetweenFirstCalls: values.CALL_MIN_DAYS_BETWEEN_FIRST_CALLS,
      maxCallsPerMonth: values.CALL_MAX_PER_MONTH === 'none' ? null : values.CALL_MAX_PER_MONTH,
    },
    callPreferencesDeadlineDay: values.CALL_PREFERENCES_DEADLINE_DAY,
    vapid: vapidKeys(values.VAPID_PUBLIC_KEY, values.VAPID_PRIVATE_KEY, values.VAPID_SUBJECT),
    pushServiceHosts: parseList(values.PUSH_SERVICE_HOSTS).map((host) => host.toLowerCase()),
    sessionSweepMs: 5_000,
    databaseTimeoutMs: values.DATABASE_TIMEOUT_SECONDS * 1000,
    logLevel: values.LOG_LEVEL,
    clientDir: ownRelease?.clientDir ?? resolve('dist/client'),
    buildId: ownRelease?.id,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    corsOrigins: parseList(values.CORS_ORIGINS),
    servedOverHttps: values.SERVED_OVER_HTTPS === 'true',
    ...(testNow ? { testNow } : {}),
  };
}

/**
 * A moment to run at is for tests: a portal in use reads the real time whatever TEST_NOW says
 * (main.ts warns), so a variable left in a shell never moves a practice's calendar.
 */
function parseTestNow(value: string | undefined, env: Config['env'], timeZone: string): Date | undefined {
  if (value === undefined || value === 'real' || env !== 'test') return undefined;
  const instant = momentInstant(value, timeZone);
  if (!instant) throw new ConfigRefused('TEST_NOW', "not a moment such as 2026-11-30T23:30 (the practice's time)");
  return instant;
}

/** `PORT=` must not mean "any port": a variable that is set is set to something. */
function refuseEmptyValues(env: NodeJS.ProcessEnv): void {
  for (const name of Object.keys(envSchema.shape)) {
    if (env[name] !== undefined && env[name]!.trim() === '') throw new ConfigRefused(name, 'is set but empty');
  }
}

/** For the commands that need only the database (migrate, backup, user:create). */
export function loadDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  if (url.trim() === '') throw new ConfigRefused('DATABASE_URL', 'is set but empty');
  if (!isDatabaseUrl(url)) throw new ConfigRefused('DATABASE_URL', DATABASE_URL_RULE);
  return url;
}

/** Unset, empty or `false`: off. `true`: every hop. A number: that many hops. Else a list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return parseList(text);
}

/** A random secret generated on first start and kept beside the database, never in code. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The keys given (both or neither), else the pair kept in data/vapid-keys.json (0600), made on first start. */
function vapidKeys(publicKey: string | undefined, privateKey: string | undefined, subject: string): VapidKeys {
  if ((publicKey === undefined) !== (privateKey === undefined))
    throw new ConfigRefused(
      'VAPID_PRIVATE_KEY',
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together or not at all',
    );
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const path = 'data/vapid-keys.json';
  if (existsSync(path)) {
    tightenIfPresent(path);
    const kept = JSON.parse(readFileSync(path, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...kept, subject };
  }
  const made = generateVapidKeys();
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(made)}\n`, { mode: 0o600 });
  return { ...made, subject };
}

function persistedSecret(path: string): string {
  if (existsSync(path)) {
    tightenIfPresent(path); // a secret kept by an older version may be 0644
    return readFileSync(path, 'utf8').trim();
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
