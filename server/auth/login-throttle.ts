import { BoundedCounters, BoundedExpiringSet, type Counter } from './bounded-counters.js';
import { addressGroup } from './client-address.js';

/**
 * Limits password guessing without letting anyone lock a person out. Every attempt is counted
 * (reserved) before its password is checked, in one atomic step with the check of the limits,
 * so parallel attempts cannot all slip past a count read before any of them failed; a sign-in
 * that succeeds takes its own attempt back.
 *
 * - per (username, address): 5 attempts in the window, then that pair waits for the window
 *   to end. Guessing one account from one place stays limited; the owner elsewhere is not.
 * - per address (IPv6 by /64): 20 attempts in the window, then that address waits: spraying
 *   many usernames from one place. A username that has signed in from that address before
 *   (a known device, remembered 30 days) is not held back by it, so one guesser behind a NAT
 *   does not lock out the colleagues behind the same NAT.
 * - per username, from addresses it has never signed in from: after 10 attempts in the window,
 *   each further one must wait a growing gap after the previous (1 s, 2 s, 4 s… at most 30 s).
 *   A slowdown, never a lock: guesses from everywhere together stay slow, and the owner is at
 *   most half a minute from trying again (and not slowed at all on a known device).
 *
 * Two backends with this one interface: this process's memory (one node), or Redis when
 * REDIS_URL is set, so that every node counts the same attempts (login-throttle.redis.ts).
 */
export const WINDOW_MS = 15 * 60_000;
export const MAX_ATTEMPTS_PER_PAIR = 5;
export const MAX_ATTEMPTS_PER_ADDRESS = 20;
export const FREE_ATTEMPTS_PER_USERNAME = 10;
export const SLOWDOWN_BASE_MS = 1_000;
export const SLOWDOWN_MAX_MS = 30_000;
export const KNOWN_DEVICE_MS = 30 * 24 * 3_600_000;

export interface LoginThrottle {
  /**
   * Counts this attempt before its password is checked. Answers 0 when it may go on (and is
   * now counted), or the milliseconds to wait (and nothing was counted).
   */
  reserve(username: string, address: string): Promise<number>;
  /** Whether this username has signed in from this address (its /64) in the last 30 days. */
  isKnownDevice(username: string, address: string): Promise<boolean>;
  /** The password was right: takes this attempt back and remembers the device. */
  succeeded(username: string, address: string): Promise<void>;
}

export function throttleKeys(username: string, address: string) {
  const user = username.toLowerCase();
  const from = addressGroup(address);
  return {
    pair: `p:${user}|${from}`,
    address: `a:${from}`,
    username: `u:${user}`,
    knownDevice: `k:${user}|${from}`,
  };
}

/** The gap the next attempt for a username must leave after the previous one, in ms. */
export function usernameGap(attempts: number): number {
  if (attempts < FREE_ATTEMPTS_PER_USERNAME) return 0;
  return Math.min(SLOWDOWN_BASE_MS * 2 ** (attempts - FREE_ATTEMPTS_PER_USERNAME), SLOWDOWN_MAX_MS);
}

const MEMORY_CAPACITY = 10_000;

export class MemoryLoginThrottle implements LoginThrottle {
  private readonly counters: BoundedCounters;
  private readonly knownDevices: BoundedExpiringSet;

  constructor(
    private readonly now: () => number = Date.now,
    capacity = MEMORY_CAPACITY,
  ) {
    this.counters = new BoundedCounters(capacity, WINDOW_MS, now);
    this.knownDevices = new BoundedExpiringSet(capacity, now);
  }

  async reserve(username: string, address: string): Promise<number> {
    const keys = throttleKeys(username, address);
    const known = this.knownDevices.has(keys.knownDevice);
    const wait = Math.max(
      this.closedFor(keys.pair, MAX_ATTEMPTS_PER_PAIR),
      known ? 0 : this.closedFor(keys.address, MAX_ATTEMPTS_PER_ADDRESS),
      known ? 0 : this.slowedFor(keys.username),
    );
    if (wait > 0) return wait;
    this.counters.bump(keys.pair, atLimit(MAX_ATTEMPTS_PER_PAIR));
    this.counters.bump(keys.address, atLimit(MAX_ATTEMPTS_PER_ADDRESS));
    this.counters.bump(keys.username, atLimit(FREE_ATTEMPTS_PER_USERNAME));
    return 0;
  }

  async isKnownDevice(username: string, address: string): Promise<boolean> {
    return this.knownDevices.has(throttleKeys(username, address).knownDevice);
  }

  async succeeded(username: string, address: string): Promise<void> {
    const keys = throttleKeys(username, address);
    this.counters.delete(keys.pair);
    this.counters.release(keys.address, atLimit(MAX_ATTEMPTS_PER_ADDRESS));
    this.counters.release(keys.username, atLimit(FREE_ATTEMPTS_PER_USERNAME));
    this.knownDevices.add(keys.knownDevice, KNOWN_DEVICE_MS);
  }

  private closedFor(key: string, limit: number): number {
    const counter = this.counters.read(key);
    return counter && counter.count >= limit ? counter.windowStart + WINDOW_MS - this.now() : 0;
  }

  private slowedFor(key: string): number {
    const counter = this.counters.read(key);
    return counter ? Math.max(0, counter.last + usernameGap(counter.count) - this.now()) : 0;
  }
}

const atLimit = (limit: number) => (counter: Counter) => counter.count >= limit;
