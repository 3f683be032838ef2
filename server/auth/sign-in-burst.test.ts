import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';
import { MAX_ATTEMPTS_PER_ADDRESS, MAX_ATTEMPTS_PER_PAIR } from './login-throttle.js';
import { passwordGate, PASSWORD_BUSY_MESSAGE } from './password-gate.js';
import { decoyPasswordHash } from './password.js';

// A portal of its own for each test: each starts with no attempts counted for anyone.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** `cookies`: the browser's (its device cookie, after it signed in once). */
async function signIn(username: string, password: string, from: string, cookies?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: from,
    headers: cookies ? { cookie: cookies } : {},
    payload: { username, password },
  });
  const device = (response.headers['set-cookie'] as string | undefined)?.split(';')[0];
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'], device };
}

/** Password derivations run while `work` runs. */
async function derivations<T>(work: () => Promise<T>): Promise<{ result: T; count: number }> {
  const before = passwordGate.completed;
  const result = await work();
  return { result, count: passwordGate.completed - before };
}

// Each password check is a deliberate ~0.1–1 s of scrypt: these tests make dozens in a row.
describe('a burst of guesses', { timeout: 120_000 }, () => {
  it('checks at most the limit of 50 parallel wrong passwords; the owner signs in from elsewhere during and after', async () => {
    const { result, count } = await derivations(() =>
      Promise.all([
        ...Array.from({ length: 25 }, (_, n) => signIn('dreyes', `wrong-guess-${n}`, '203.0.113.5')),
        signIn('dreyes', DEMO_PASSWORD, '198.51.100.7'),
        ...Array.from({ length: 25 }, (_, n) => signIn('dreyes', `wrong-guess-${25 + n}`, '203.0.113.5')),
      ]),
    );
    const owner = result.splice(25, 1)[0]!;
    expect(owner.status).toBe(200);
    expect(count).toBeLessThanOrEqual(MAX_ATTEMPTS_PER_PAIR + 1);
    expect(result.filter((r) => r.status === 422)).toHaveLength(MAX_ATTEMPTS_PER_PAIR);
    const refused = result.filter((r) => r.status === 429);
    expect(refused).toHaveLength(50 - MAX_ATTEMPTS_PER_PAIR);
    expect(refused[0]!.body.message).toMatch(/^Too many login attempts\. Please try again in 15 minutes\.$/);
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(14 * 60);

    expect((await signIn('dreyes', DEMO_PASSWORD, '198.51.100.8')).status).toBe(200);
    expect((await signIn('dreyes', DEMO_PASSWORD, '203.0.113.5')).status).toBe(429);
  });

  it('does not lock the owner out: five wrong passwords from one address, the right one from another', async () => {
    for (let n = 0; n < MAX_ATTEMPTS_PER_PAIR; n += 1)
      expect((await signIn('mchen', `nope-${n}`, '203.0.113.20')).status).toBe(422);
    expect((await signIn('mchen', DEMO_PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('does not lock out a NAT: after twenty failures from it, a colleague whose browser signed in before still can', async () => {
    const first = await signIn('swhitman', DEMO_PASSWORD, '203.0.113.30');
    expect(first.status).toBe(200);
    // Colleagues on the NAT getting their own passwords wrong, at most four tries each (under the
    // pair's limit); demo users, whose hash the harness makes cheap, not unknown names (the full-cost decoy).
    const colleagues = ['admin', 'ceo', 'physician', 'dreyes', 'mchen'];
    for (let n = 0; n < MAX_ATTEMPTS_PER_ADDRESS; n += 1)
      expect((await signIn(colleagues[n % colleagues.length]!, `wrong-${n}`, '203.0.113.30')).status).toBe(422);
    expect((await signIn('pnatarajan', DEMO_PASSWORD, '203.0.113.30')).status).toBe(429);
    expect((await signIn('swhitman', DEMO_PASSWORD, '203.0.113.30')).status).toBe(429); // another browser
    expect((await signIn('swhitman', DEMO_PASSWORD, '203.0.113.30', first.device)).status).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let n = 1; n <= MAX_ATTEMPTS_PER_PAIR; n += 1)
      expect((await signIn('kbrooks', `nope-${n}`, `2001:db8:42:1::${n}`)).status).toBe(422);
    expect((await signIn('kbrooks', DEMO_PASSWORD, '2001:db8:42:1:dead:beef::1')).status).toBe(429);
    expect((await signIn('kbrooks', DEMO_PASSWORD, '2001:db8:42:2::1')).status).toBe(200);
  });
});

describe('the cap on password checks', { timeout: 120_000 }, () => {
  it('answers 503 with Retry-After, without hashing, once the checks running and waiting are full', async () => {
    await decoyPasswordHash(); // made once per process, on the first unknown username
    const burst = 3 * (passwordGate.concurrency + passwordGate.queueLength);
    const { result, count } = await derivations(() =>
      Promise.all(Array.from({ length: burst }, (_, n) => signIn(`someone${n}`, 'wrong-password', `192.0.2.${n}`))),
    );
    const busy = result.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(burst - passwordGate.concurrency - passwordGate.queueLength);
    expect(busy.every((r) => r.retryAfter === '2' && r.body.message === PASSWORD_BUSY_MESSAGE)).toBe(true);
    expect(count).toBe(burst - busy.length);
    expect(result.filter((r) => r.status !== 503).every((r) => r.status === 422)).toBe(true);
    // A busy answer is not an attempt: the same addresses are not any closer to a limit.
    expect((await signIn('ceo', DEMO_PASSWORD, '192.0.2.0')).status).toBe(200);
  });

  it('lets a person in from a device they signed in from before while a flood fills the queue', async () => {
    const { status, device } = await signIn('staff', DEMO_PASSWORD, '198.51.100.77');
    expect(status).toBe(200);
    const flood = 2 * (passwordGate.concurrency + passwordGate.queueLength);
    const result = await Promise.all([
      ...Array.from({ length: flood }, (_, n) => signIn(`flood${n}`, 'wrong-password', `192.0.3.${n}`)),
      signIn('staff', DEMO_PASSWORD, '198.51.100.77', device),
      signIn('kbrooks', DEMO_PASSWORD, '198.51.100.78'), // a first sign-in from here: waits with the flood
    ]);
    const [known, unfamiliar] = result.slice(flood);
    expect(result.slice(0, flood).filter((r) => r.status === 503).length).toBeGreaterThan(0);
    expect(known!.status).toBe(200);
    expect(unfamiliar!.status).toBe(503);
  });
});
