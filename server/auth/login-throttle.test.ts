import { describe, expect, it } from 'vitest';
import { addressGroup } from './client-address.js';
import {
  FREE_ATTEMPTS_PER_USERNAME,
  MAX_ATTEMPTS_PER_ADDRESS,
  MAX_ATTEMPTS_PER_DEVICE,
  MAX_ATTEMPTS_PER_PAIR,
  MemoryLoginThrottle,
  SLOWDOWN_BASE_MS,
  SLOWDOWN_MAX_MS,
  WINDOW_MS,
} from './login-throttle.js';
import { waitFor } from './auth.test-support.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}
const times = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('the address a sign-in is counted under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s counts as %s', (address, group) => expect(addressGroup(address)).toBe(group));
});

describe('the sign-in throttle in memory', () => {
  it('refuses the pair after its limit, until its window ends; the same username elsewhere goes on', async () => {
    const time = clock();
    const throttle = new MemoryLoginThrottle(time.now);
    for (const _ of times(MAX_ATTEMPTS_PER_PAIR)) expect(await waitFor(throttle, 'dreyes', '198.51.100.1')).toBe(0);
    expect(await waitFor(throttle, 'DReyes', '198.51.100.1')).toBe(WINDOW_MS);
    expect(await waitFor(throttle, 'dreyes', '198.51.100.2')).toBe(0);
    time.advance(WINDOW_MS);
    expect(await waitFor(throttle, 'dreyes', '198.51.100.1')).toBe(0);
  });

  it('takes a successful attempt back; an address closed by twenty failures stays closed to other usernames', async () => {
    const throttle = new MemoryLoginThrottle(clock().now);
    expect(await waitFor(throttle, 'staff', '198.51.100.9')).toBe(0);
    await throttle.succeeded('staff', { address: '198.51.100.9' }, 'address');
    for (const n of times(MAX_ATTEMPTS_PER_ADDRESS))
      expect(await waitFor(throttle, `guess${n}`, '198.51.100.9')).toBe(0);
    expect(await waitFor(throttle, 'someone-new', '198.51.100.9')).toBeGreaterThan(0);
    // Having signed in from this address before is no way through: the guessers share it.
    expect(await waitFor(throttle, 'staff', '198.51.100.9')).toBeGreaterThan(0);
  });

  it("counts a device with its cookie on its own: through a closed address and pair, up to the device's own limit", async () => {
    const time = clock();
    const throttle = new MemoryLoginThrottle(time.now);
    for (const n of times(MAX_ATTEMPTS_PER_ADDRESS)) await waitFor(throttle, `guess${n}`, '198.51.100.10');
    for (const _ of times(MAX_ATTEMPTS_PER_PAIR)) await waitFor(throttle, 'staff', '198.51.100.10');
    expect(await waitFor(throttle, 'staff', '198.51.100.10')).toBeGreaterThan(0);

    for (const _ of times(MAX_ATTEMPTS_PER_DEVICE - 1)) {
      const reservation = await throttle.reserve('staff', { address: '198.51.100.10', device: 'staff-laptop' });
      expect(reservation).toEqual({ waitMs: 0, lane: 'device' });
    }
    // The right password on the device: its count starts again, and the address keeps its count.
    await throttle.succeeded('staff', { address: '198.51.100.10', device: 'staff-laptop' }, 'device');
    expect(await waitFor(throttle, 'someone-new', '198.51.100.10')).toBeGreaterThan(0);
    for (const _ of times(MAX_ATTEMPTS_PER_DEVICE))
      expect(await waitFor(throttle, 'staff', '198.51.100.10', 'staff-laptop')).toBe(0);
    // Past its own limit a device is an ordinary browser, here behind a closed address.
    expect(await throttle.reserve('staff', { address: '198.51.100.10', device: 'staff-laptop' })).toEqual({
      waitMs: expect.any(Number),
      lane: 'address',
    });
    expect(await waitFor(throttle, 'staff', '198.51.100.10', 'staff-laptop')).toBeGreaterThan(0);
    time.advance(WINDOW_MS);
    expect(await waitFor(throttle, 'staff', '198.51.100.10', 'staff-laptop')).toBe(0);
  });

  it('slows a username guessed from everywhere by a gap that doubles, at most half a minute; never locks it', async () => {
    const time = clock();
    const throttle = new MemoryLoginThrottle(time.now);
    for (const n of times(FREE_ATTEMPTS_PER_USERNAME)) expect(await waitFor(throttle, 'mchen', `192.0.2.${n}`)).toBe(0);
    const gaps: number[] = [];
    for (const n of times(8)) {
      const wait = await waitFor(throttle, 'mchen', `192.0.3.${n}`);
      gaps.push(wait);
      time.advance(wait);
      expect(await waitFor(throttle, 'mchen', `192.0.3.${n}`)).toBe(0);
    }
    expect(gaps).toEqual([1, 2, 4, 8, 16, 30, 30, 30].map((s) => Math.min(s * SLOWDOWN_BASE_MS, SLOWDOWN_MAX_MS)));
  });

  it('keeps a blocked pair and a blocked address when 100,000 junk addresses fill its memory', async () => {
    const throttle = new MemoryLoginThrottle(clock().now, 1_000);
    for (const _ of times(MAX_ATTEMPTS_PER_PAIR)) await waitFor(throttle, 'kbrooks', '198.51.100.50');
    for (const n of times(MAX_ATTEMPTS_PER_ADDRESS)) await waitFor(throttle, `u${n}`, '198.51.100.60');
    for (const n of times(100_000))
      await waitFor(throttle, `junk${n}`, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
    expect(await waitFor(throttle, 'kbrooks', '198.51.100.50')).toBeGreaterThan(0);
    expect(await waitFor(throttle, 'new-name', '198.51.100.60')).toBeGreaterThan(0);
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    const throttle = new MemoryLoginThrottle(clock().now);
    for (const n of times(MAX_ATTEMPTS_PER_ADDRESS))
      expect(await waitFor(throttle, `u${n}`, `2001:db8:9:9::${n.toString(16)}`)).toBe(0);
    expect(await waitFor(throttle, 'another', '2001:db8:9:9:1234::1')).toBeGreaterThan(0);
    expect(await waitFor(throttle, 'another', '2001:db8:9:a::1')).toBe(0);
  });
});
