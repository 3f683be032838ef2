import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.js';
import { randomJwtSecret } from './test/production-secret.js';

const base = { JWT_SECRET: randomJwtSecret() };

/** Every file under `dir` (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('configuration', () => {
  it('TRUST_PROXY is off unless set: true, a hop count or a list of addresses/CIDRs', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });

  it('CORS_ORIGINS is a list of origins, none by default; a path or a bare word is refused', () => {
    expect(loadConfig(base).corsOrigins).toEqual([]);
    expect(loadConfig({ ...base, CORS_ORIGINS: 'https://a.example.org, http://kiosk.local:8080' }).corsOrigins).toEqual(
      ['https://a.example.org', 'http://kiosk.local:8080'],
    );
    expect(() => loadConfig({ ...base, CORS_ORIGINS: 'https://a.example.org/app' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ ...base, CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });

  it('JWT_SECRET is required in production and with REDIS_URL, with a message naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required/);
    expect(() => loadConfig({ NODE_ENV: 'development', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /JWT_SECRET: required/,
    );
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).jwtSecret).toBe(base.JWT_SECRET);
  });

  it('JWT_SECRET in production: a published example, a placeholder or a guessable secret is refused, naming it', () => {
    const inProduction = (JWT_SECRET: string) => () => loadConfig({ NODE_ENV: 'production', JWT_SECRET });
    const example = /^JWT_SECRET=(.*)$/m.exec(readFileSync('deploy/compose.env.example', 'utf8'))![1]!;
    for (const published of [example, 'replace-with-48-or-more-random-characters-the-same-on-every-node'])
      expect(inProduction(published)).toThrow(/^Invalid configuration: JWT_SECRET: is an example or placeholder/);
    for (const weak of [
      'x'.repeat(40),
      'abc'.repeat(16),
      'parksidesurgicalassociates2026jwtkey',
      'password2024password2024password2024',
      'qwertyuiopasdfghjklzxcvbnm1234567890',
    ])
      expect(inProduction(weak), weak).toThrow(
        /^Invalid configuration: JWT_SECRET: too easy to guess \(about \d+ bits; at least 128 are needed\); generate one with: openssl rand -base64 48$/,
      );
    const random = randomJwtSecret();
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: random }).jwtSecret).toBe(random);
    // Outside production the rule is the length alone: tests and demos keep their short secrets.
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });

  it('every JWT_SECRET example in the docs and deploy files is refused in production', () => {
    const files = ['README.md', 'SECURITY.md', ...filesUnder('deploy'), ...filesUnder('docs')];
    const examples = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/JWT_SECRET=([^\s`'"]+(?: [^\n`'"]*>)?)/g)].map((match) => match[1]!),
    );
    expect(examples.length).toBeGreaterThan(1);
    for (const example of examples)
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: example.padEnd(32, '.') }), example).toThrow(
        /^Invalid configuration: JWT_SECRET: /,
      );
  });

  it('DATABASE_URL is a file path or a postgres:// URL; another scheme, a typo or an empty value is refused', () => {
    for (const good of ['data/portal.sqlite', '/var/lib/portal/p.sqlite', ':memory:', 'postgresql://u@h/db'])
      expect(loadConfig({ ...base, DATABASE_URL: good }).databaseUrl).toBe(good);
    for (const bad of ['postgress://u@h/db', 'postgres:/u@h/db', 'mysql://u@h/db', 'file:portal.sqlite', ''])
      expect(() => loadConfig({ ...base, DATABASE_URL: bad }), bad).toThrow(/^Invalid configuration: DATABASE_URL: /);
  });

  it('with demo data and no HOST, loopback only; an explicit HOST or no demo data keeps every interface', () => {
    expect(loadConfig(base)).toMatchObject({ host: '127.0.0.1', hostIsDemoLoopback: true });
    expect(loadConfig({ ...base, HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', hostIsDemoLoopback: false });
    expect(loadConfig({ ...base, SEED: 'none' })).toMatchObject({ host: '0.0.0.0', hostIsDemoLoopback: false });
  });

  it('TURNOVER_MAX_GAP_MINUTES is 60 unless set, a whole number of minutes from 1 to 480', () => {
    expect(loadConfig(base).turnoverMaxGapMinutes).toBe(60);
    expect(loadConfig({ ...base, TURNOVER_MAX_GAP_MINUTES: '45' }).turnoverMaxGapMinutes).toBe(45);
    for (const refused of ['0', '481', '30.5', 'an hour'])
      expect(() => loadConfig({ ...base, TURNOVER_MAX_GAP_MINUTES: refused }), refused).toThrow(
        /TURNOVER_MAX_GAP_MINUTES/,
      );
  });

  it('TZ must be a zone Intl knows', () => {
    expect(() => loadConfig({ ...base, TZ: 'Mars/Olympus_Mons' })).toThrow(/TZ/);
    expect(loadConfig({ ...base, TZ: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
  });
});

describe('the server process in production', () => {
  it('refuses to start without JWT_SECRET, naming it, with a non-zero exit code', () => {
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: '0',
      DATABASE_URL: ':memory:',
    };
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/JWT_SECRET: required when NODE_ENV=production/);
    expect(result.stderr).not.toMatch(/\s+at /); // a message, not a stack trace
  });
});
