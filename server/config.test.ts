import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.js';

const base = { JWT_SECRET: 'x'.repeat(40) };

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
