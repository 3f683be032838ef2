import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigRefused, loadConfig } from './config.js';
import { applyEnvFile } from './env-file.js';
import { docBlock, docBlocks, substituted } from './test/doc-blocks.js';
import { randomJwtSecret } from './test/production-secret.js';

/** deploy/ (the unit, nginx, compose, .dockerignore) and the proxy page's nginx site, checked as they stand. */
const dir = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PROXY_PAGE = 'docs/operations/proxy-and-nodes.md';
const nginxAvailable = spawnSync('nginx', ['-v']).status === 0;
const opensslAvailable = spawnSync('openssl', ['version']).status === 0;

/** `nginx -t` on `site` inside an http block of a configuration of its own (pid, logs and temp files in `dir`). */
function nginxTest(name: string, site: string) {
  const prefix = join(dir, name);
  mkdirSync(prefix, { recursive: true });
  writeFileSync(join(prefix, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`)
    .join('\n');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\nevents {}\nhttp {\n  access_log off;\n${temp}\n  include ${prefix}/site.conf;\n}\n`,
  );
  const result = spawnSync(
    'nginx',
    ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')],
    {
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: result.stderr + result.stdout };
}

describe.skipIf(!nginxAvailable || !opensslAvailable)('nginx', () => {
  const certs = { '/etc/ssl/private/': `${dir}/ssl/private/`, '/etc/ssl/certs/': `${dir}/ssl/certs/` };

  it('the TLS site of the proxy page passes nginx -t, with the self-signed certificate its own commands make', () => {
    mkdirSync(certs['/etc/ssl/private/'], { recursive: true });
    mkdirSync(certs['/etc/ssl/certs/'], { recursive: true });
    const made = spawnSync('bash', ['-e', '-c', substituted(docBlock(PROXY_PAGE, 'self-signed'), certs)], {
      encoding: 'utf8',
    });
    expect(made.status, made.stderr).toBe(0);
    const site = substituted(docBlock(PROXY_PAGE, 'nginx-t'), certs);
    const checked = nginxTest('tls', site);
    expect(checked.output).toMatch(/syntax is ok/);
    expect(checked.status, checked.output).toBe(0);
    // Without its certificate (as the README's old block was pasted), nginx -t fails: the check can fail.
    const withoutCertificate = site.replace(/^\s*ssl_certificate(_key)? .*$/gm, '');
    expect(nginxTest('no-certificate', withoutCertificate).status).not.toBe(0);
  });

  it('deploy/nginx.conf (compose) passes nginx -t and reaches the nodes by the alias compose gives them', () => {
    const conf = readFileSync('deploy/nginx.conf', 'utf8');
    const checked = nginxTest('compose', conf);
    expect(checked.status, checked.output).toBe(0);
    // Resolved per request through Docker's DNS (a recreated node is found), not once at start.
    expect(conf).toMatch(/^resolver 127\.0\.0\.11 valid=\d+s/m);
    const alias = /set \$nodes ([\w-]+):3000;/.exec(conf)?.[1];
    expect(alias).toBeDefined();
    expect(conf).not.toMatch(/^upstream/m);
    expect(readFileSync('deploy/compose.yaml', 'utf8')).toContain(`aliases: [${alias}]`);
  });
});

describe('the systemd unit and the image', () => {
  const unit = readFileSync('deploy/portal@.service', 'utf8');
  const environment = Object.fromEntries(
    [...unit.matchAll(/^Environment=(\w+)=(.*)$/gm)].map(([, name, value]) => [name!, value!]),
  );

  it('names its settings file and NODE_ENV=production; a missing settings file is a refusal, not a demo', () => {
    expect(environment).toMatchObject({ PORTAL_ENV_FILE: '/srv/portal/.env', NODE_ENV: 'production', PORT: '%i' });
    // What server/main.ts does first with the unit's environment (server/start-refusals.test.ts
    // runs main.ts itself on a missing PORTAL_ENV_FILE: one line, exit 1).
    const missing = join(dir, 'srv-portal', '.env');
    const env: NodeJS.ProcessEnv = { ...environment, PORT: '3001', PORTAL_ENV_FILE: missing };
    expect(() => applyEnvFile(env)).toThrow(
      new ConfigRefused('PORTAL_ENV_FILE', `names ${missing}, which does not exist`),
    );
    // With its file, the unit's NODE_ENV=production asks for a JWT_SECRET and seeds no demo practice.
    writeFileSync(join(dir, 'unit.env'), 'DATABASE_URL=/var/lib/portal/portal.sqlite\n');
    const withFile: NodeJS.ProcessEnv = { ...environment, PORT: '3001', PORTAL_ENV_FILE: join(dir, 'unit.env') };
    applyEnvFile(withFile);
    expect(() => loadConfig(withFile)).toThrow(/JWT_SECRET: required when NODE_ENV=production/);
    expect(loadConfig({ ...withFile, JWT_SECRET: randomJwtSecret() }).seed).toBe('none');
  });

  it('.dockerignore keeps the host’s installs, builds, settings, databases and backups out of the image', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const entry of ['node_modules', 'build', 'data', 'backups', '.env', 'deploy/compose.env', '.git'])
      expect(ignored, entry).toContain(entry);
  });

  it('the proxy page’s nginx site is one block, checked above', () => {
    expect(docBlocks(PROXY_PAGE).filter((block) => block.language === 'nginx')).toHaveLength(1);
  });
});
