import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';
import { MAX_ATTEMPTS_PER_ADDRESS, MAX_ATTEMPTS_PER_DEVICE, MAX_ATTEMPTS_PER_PAIR } from './login-throttle.js';

// A portal of its own for each test: each starts with no attempts counted for anyone.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** A real sign-in through the app, from `address`, with the browser's cookies (name=value; …). */
async function signIn(username: string, password: string, address: string, cookies?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    headers: cookies ? { cookie: cookies } : {},
    payload: { username, password },
  });
  const setCookie = response.headers['set-cookie'] as string | undefined;
  return { status: response.statusCode, setCookie, cookie: setCookie?.split(';')[0] };
}

const NAT = '203.0.113.40';

/**
 * Others on the same address getting their own passwords wrong, `n` the attempt's number. Demo
 * users (the harness hashes their password at a low cost) rather than unknown names, which check
 * against the full-cost decoy; at most four tries each, under the pair's limit of five.
 */
const BYSTANDERS = ['admin', 'ceo', 'physician', 'dreyes', 'swhitman'];
const wrongTry = (n: number, address: string) =>
  signIn(BYSTANDERS[n % BYSTANDERS.length]!, `wrong-password-${n}`, address);

describe('a browser that signed in as the person before (device cookie)', { timeout: 120_000 }, () => {
  it('is marked after a successful sign-in: HttpOnly, SameSite=Strict, for the API only, a month; never after a failure', async () => {
    const failed = await signIn('ceo', 'not-the-password', '198.51.100.90');
    expect(failed.status).toBe(422);
    expect(failed.setCookie).toBeUndefined();
    const { status, setCookie } = await signIn('ceo', DEMO_PASSWORD, '198.51.100.90');
    expect(status).toBe(200);
    expect(setCookie).toMatch(/^portal_device_[0-9a-f]{16}=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; /);
    expect(setCookie!.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=2592000', 'Path=/api', 'SameSite=Strict'].sort(),
    );
    expect(setCookie).not.toContain('ceo');
  });

  it('gets its own person through a lockout that guessers on the same address caused; the guessers stay locked', async () => {
    const device = (await signIn('pnatarajan', DEMO_PASSWORD, NAT)).cookie!;
    // Others on the office's address: guesses at her account, then at others, up to the address's limit.
    for (let n = 0; n < MAX_ATTEMPTS_PER_PAIR; n += 1)
      expect((await signIn('pnatarajan', `guess-${n}`, NAT)).status).toBe(422);
    for (let n = MAX_ATTEMPTS_PER_PAIR; n < MAX_ATTEMPTS_PER_ADDRESS; n += 1)
      expect((await wrongTry(n, NAT)).status).toBe(422);
    expect((await signIn('nobody-more', 'wrong-password', NAT)).status).toBe(429);
    expect((await signIn('pnatarajan', DEMO_PASSWORD, NAT)).status).toBe(429);
    expect((await signIn('swhitman', DEMO_PASSWORD, NAT)).status).toBe(429);

    const own = await signIn('pnatarajan', DEMO_PASSWORD, NAT, device);
    expect(own.status).toBe(200);
    expect(own.cookie).toBe(device); // the same device, kept another month
    // Her cookie is hers: it opens nothing for the guessers' other usernames.
    expect((await signIn('swhitman', DEMO_PASSWORD, NAT, device)).status).toBe(429);
  });

  it('has its own limit: after five wrong passwords it is an ordinary browser on a locked address', async () => {
    const device = (await signIn('mchen', DEMO_PASSWORD, '203.0.113.41')).cookie!;
    for (let n = 0; n < MAX_ATTEMPTS_PER_ADDRESS; n += 1) await wrongTry(n, '203.0.113.41');
    for (let n = 0; n < MAX_ATTEMPTS_PER_DEVICE; n += 1)
      expect((await signIn('mchen', `typo-${n}`, '203.0.113.41', device)).status).toBe(422);
    expect((await signIn('mchen', DEMO_PASSWORD, '203.0.113.41', device)).status).toBe(429);
    // Elsewhere, on another address, the password still works.
    expect((await signIn('mchen', DEMO_PASSWORD, '198.51.100.41')).status).toBe(200);
  });

  it('is not a device cookie when altered, or when it is another person’s under this person’s name', async () => {
    const staff = (await signIn('staff', DEMO_PASSWORD, '203.0.113.42')).cookie!;
    const kevin = (await signIn('kbrooks', DEMO_PASSWORD, '203.0.113.42')).cookie!;
    for (let n = 0; n < MAX_ATTEMPTS_PER_ADDRESS; n += 1) await wrongTry(n, '203.0.113.42');
    const [staffName, staffValue] = staff.split('=');
    const [kevinName] = kevin.split('=');
    const altered = `${staffName}=${staffValue!.slice(0, -2)}${staffValue!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await signIn('staff', DEMO_PASSWORD, '203.0.113.42', altered)).status).toBe(429);
    expect((await signIn('kbrooks', DEMO_PASSWORD, '203.0.113.42', `${kevinName}=${staffValue}`)).status).toBe(429);
    expect((await signIn('staff', DEMO_PASSWORD, '203.0.113.42', `${kevin}; ${staff}`)).status).toBe(200);
  });
});

describe('the device cookie over HTTPS', () => {
  it('is Secure when the portal is served over HTTPS', async () => {
    const https = await createTestApp({ config: { servedOverHttps: true } });
    try {
      const response = await https.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'staff', password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie']).split('; ')).toContain('Secure');
    } finally {
      await https.close();
    }
  });
});
