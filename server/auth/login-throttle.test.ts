import { describe, expect, it } from 'vitest';
import { addressGroup } from './client-address.js';
import {
  FREE_ATTEMPTS_PER_USERNAME,
  MAX_ATTEMPTS_PER_ADDRESS,
  MAX_ATTEMPTS_PER_PAIR,
  MemoryLoginThrottle,
  SLOWDOWN_BASE_MS,
  SLOWDOWN_MAX_MS,
  WINDOW_MS,
} from './login-throttle.js';

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
    for (const _ of times(MAX_ATTEMPTS_PER_PAIR)) expect(await throttle.reserve('dreyes', '198.51.100.1')).toBe(0);
    expect(await throttle.reserve('DReyes', '198.51.100.1')).toBe(WINDOW_MS);
    expect(await throttle.reserve('dreyes', '198.51.100.2')).toBe(0);
    time.advance(WINDOW_MS);
    expect(await throttle.reserve('dreyes', '198.51.100.1')).toBe(0);
  });

  it('takes a successful attempt back, and a device that signed in is not held back by its address', async () => {
    const throttle = new MemoryLoginThrottle(clock().now);
    expect(await throttle.reserve('staff', '198.51.100.9')).toBe(0);
    await throttle.succeeded('staff', '198.51.100.9');
    for (const n of times(MAX_ATTEMPTS_PER_ADDRESS))
      expect(await throttle.reserve(`guess${n}`, '198.51.100.9')).toBe(0);
    expect(await throttle.reserve('someone-new', '198.51.100.9')).toBeGreaterThan(0);
    expect(await throttle.reserve('staff', '198.51.100.9')).toBe(0);
  });

  it('slows a username guessed from everywhere by a gap that doubles, at most half a minute; never locks it', async () => {
    const time = clock();
    const throttle = new MemoryLoginThrottle(time.now);
    for (const n of times(FREE_ATTEMPTS_PER_USERNAME)) expect(await throttle.reserve('mchen', `192.0.2.${n}`)).toBe(0);
    const gaps: number[] = [];
    for (const n of times(8)) {
      const wait = await throttle.reserve('mchen', `192.0.3.${n}`);
      gaps.push(wait);
      time.advance(wait);
      expect(await throttle.reserve('mchen', `192.0.3.${n}`)).toBe(0);
    }
    expect(gaps).toEqual([1, 2, 4, 8, 16, 30, 30, 30].map((s) => Math.min(s * SLOWDOWN_BASE_MS, SLOWDOWN_MAX_MS)));
  });

  it('keeps a blocked pair and a blocked address when 100,000 junk addresses fill its memory', async () => {
    const throttle = new MemoryLoginThrottle(clock().now, 1_000);
    for (const _ of times(MAX_ATTEMPTS_PER_PAIR)) await throttle.reserve('kbrooks', '198.51.100.50');
    for (const n of times(MAX_ATTEMPTS_PER_ADDRESS)) await throttle.reserve(`u${n}`, '198.51.100.60');
    for (const n of times(100_000))
      await throttle.reserve(`junk${n}`, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
    expect(await throttle.reserve('kbrooks', '198.51.100.50')).toBeGreaterThan(0);
    expect(await throttle.reserve('new-name', '198.51.100.60')).toBeGreaterThan(0);
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    const throttle = new MemoryLoginThrottle(clock().now);
    for (const n of times(MAX_ATTEMPTS_PER_ADDRESS))
      expect(await throttle.reserve(`u${n}`, `2001:db8:9:9::${n.toString(16)}`)).toBe(0);
    expect(await throttle.reserve('another', '2001:db8:9:9:1234::1')).toBeGreaterThan(0);
    expect(await throttle.reserve('another', '2001:db8:9:a::1')).toBe(0);
  });
});
