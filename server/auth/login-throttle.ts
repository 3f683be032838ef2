import { BoundedCounters, type Counter } from './bounded-counters.js';
import { addressGroup } from './client-address.js';

/**
 * Limits password guessing without letting anyone lock a person out. Every attempt is counted
 * (reserved) before its password is checked, in one atomic step with the check of the limits,
 * so parallel attempts cannot all slip past a count read before any of them failed; a sign-in
 * that succeeds takes its own attempt back.
 *
 * - per device: a sign-in that brings a valid device cookie for its username (device-cookie.ts:
 *   this browser signed in as this person before) is counted only against that device: 5
 *   attempts in the window. None of the limits below apply to it, so a guesser sharing the
 *   person's address (one office NAT) cannot lock them out. A device past its limit is treated
 *   as any other browser (OWASP's device cookies).
 * - per (username, address): 5 attempts in the window, then that pair waits for the window
 *   to end. Guessing one account from one place stays limited; the owner elsewhere, or on
 *   their own device, is not.
 * - per address (IPv6 by /64): 20 attempts in the window, then that address waits: spraying
 *   many usernames from one place.
 * - per username, from browsers without its device cookie: after 10 attempts in the window,
 *   each further one must wait a growing gap after the previous (1 s, 2 s, 4 s… at most 30 s).
 *   A slowdown, never a lock: guesses from everywhere together stay slow, and the owner is at
 *   most half a minute from trying again (and not slowed at all on a known device).
 *
 * Two backends with this one interface: this process's memory (one node), or Redis when
 * REDIS_URL is set, so that every node counts the same attempts (login-throttle.redis.ts).
 */
export const WINDOW_MS = 15 * 60_000;
export const MAX_ATTEMPTS_PER_DEVICE = 5;
export const MAX_ATTEMPTS_PER_PAIR = 5;
export const MAX_ATTEMPTS_PER_ADDRESS = 20;
export const FREE_ATTEMPTS_PER_USERNAME = 10;
export const SLOWDOWN_BASE_MS = 1_000;
export const SLOWDOWN_MAX_MS = 30_000;

/** Where a sign-in comes from: its address, and the id of a valid device cookie for its username. */
export interface SignInOrigin {
  address: string;
  device?: string;
}

/** Which limits an attempt was counted against: its device's own, or its address's and username's. */
export type AttemptLane = 'device' | 'address';

/** `waitMs` 0: counted in `lane`, go on; more: wait that long (nothing was counted). */
export interface Reservation {
  waitMs: number;
  lane: AttemptLane;
}

export interface LoginThrottle {
  /** Counts this attempt before its password is checked. */
  reserve(username: string, origin: SignInOrigin): Promise<Reservation>;
  /** The password was right: takes this attempt back from the lane it was counted in. */
  succeeded(username: string, origin: SignInOrigin, lane: AttemptLane): Promise<void>;
}

export function throttleKeys(username: string, { address, device }: SignInOrigin) {
  const user = username.toLowerCase();
  const from = addressGroup(address);
  return {
    pair: `p:${user}|${from}`,
    address: `a:${from}`,
    username: `u:${user}`,
    device: device === undefined ? undefined : `d:${device}`,
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

  constructor(
    private readonly now: () => number = Date.now,
    capacity = MEMORY_CAPACITY,
  ) {
    this.counters = new BoundedCounters(capacity, WINDOW_MS, now);
  }

  async reserve(username: string, origin: SignInOrigin): Promise<Reservation> {
    const keys = throttleKeys(username, origin);
    if (keys.device && this.closedFor(keys.device, MAX_ATTEMPTS_PER_DEVICE) === 0) {
      this.counters.bump(keys.device, atLimit(MAX_ATTEMPTS_PER_DEVICE));
      return { waitMs: 0, lane: 'device' };
    }
    const wait = Math.max(
      this.closedFor(keys.pair, MAX_ATTEMPTS_PER_PAIR),
      this.closedFor(keys.address, MAX_ATTEMPTS_PER_ADDRESS),
      this.slowedFor(keys.username),
    );
    if (wait > 0) return { waitMs: wait, lane: 'address' };
    this.counters.bump(keys.pair, atLimit(MAX_ATTEMPTS_PER_PAIR));
    this.counters.bump(keys.address, atLimit(MAX_ATTEMPTS_PER_ADDRESS));
    this.counters.bump(keys.username, atLimit(FREE_ATTEMPTS_PER_USERNAME));
    return { waitMs: 0, lane: 'address' };
  }

  async succeeded(username: string, origin: SignInOrigin, lane: AttemptLane): Promise<void> {
    const keys = throttleKeys(username, origin);
    if (keys.device) this.counters.delete(keys.device);
    if (lane === 'device') return;
    this.counters.delete(keys.pair);
    this.counters.release(keys.address, atLimit(MAX_ATTEMPTS_PER_ADDRESS));
    this.counters.release(keys.username, atLimit(FREE_ATTEMPTS_PER_USERNAME));
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
