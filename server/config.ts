import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { assertTimeZone } from '../shared/zoned-time.js';

export const DEFAULT_DATABASE_URL = 'data/portal.sqlite';

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
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TZ: z.string().min(1).default('America/New_York').refine(isTimeZone, 'not a time zone name (e.g. America/New_York)'),
  SEED: z.enum(['demo', 'none']).optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('portal:'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
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
  databaseUrl: string;
  jwtSecret: string;
  timeZone: string;
  seed: 'demo' | 'none';
  redisUrl: string | undefined;
  /** Starts every Redis key and socket.io channel of this portal (several portals may share one Redis). */
  redisKeyPrefix: string;
  sessionIdleMs: number;
  logLevel: string;
  clientDir: string;
  /** Fastify's trustProxy: false (default), true, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** Origins (scheme://host[:port]) allowed to call the API and open sockets from another origin. */
  corsOrigins: string[];
}

export type TrustProxy = boolean | number | string[];

/** Parses the environment once; throws (and the process refuses to start) on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  // One generated file per machine cannot be shared by several nodes, and production must not
  // depend on a file that a redeploy may drop.
  if (!values.JWT_SECRET && (values.NODE_ENV === 'production' || values.REDIS_URL)) {
    throw new Error(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production or REDIS_URL is set (at least 32 characters, the same on every node)',
    );
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET ?? persistedSecret('data/jwt-secret'),
    timeZone: values.TZ,
    seed: values.SEED ?? (values.NODE_ENV === 'production' ? 'none' : 'demo'),
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    sessionIdleMs: values.SESSION_IDLE_MINUTES * 60_000,
    logLevel: values.LOG_LEVEL,
    clientDir: resolve('dist/client'),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    corsOrigins: parseList(values.CORS_ORIGINS),
  };
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
function persistedSecret(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
