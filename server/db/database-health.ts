import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from './connect.js';
import { isDatabaseError, isDatabaseUnavailable, isEndedConnection } from './faults.js';
import type { DatabaseState } from '../../shared/realtime/events.js';

export interface HealthLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Whether this node can use its database. Requests report what they meet (`noteFailure`); a
 * fault starts a probe, and only a failed probe starts an outage (one slow statement or one
 * ended connection is not one). While it lasts the probe repeats every `probeEveryMs` until the database answers. One
 * log line when an outage starts, one when it ends; listeners hear both (the sockets are told).
 */
export class DatabaseHealth {
  #state: DatabaseState = 'ok';
  #since = 0;
  #probing = false;
  #stopped = false;
  /** Why the last check failed (what the outage's first line says). */
  #lastFailure: unknown;
  #timer: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  readonly #listeners: ((state: DatabaseState) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly log: HealthLog,
    private readonly timeoutMs: number,
    private readonly probeEveryMs = 1_000,
  ) {}

  get state(): DatabaseState {
    return this.#state;
  }

  onChange(listener: (state: DatabaseState) => void): void {
    this.#listeners.push(listener);
  }

  /**
   * True when `error` is the database's unavailability (the caller answers 503 and logs nothing):
   * a fault of the connection, or any error the database reports while an outage is noted.
   */
  noteFailure(error: unknown): boolean {
    if (isDatabaseUnavailable(error)) {
      if (this.#state === 'ok') void this.#probe();
      return true;
    }
    return this.#state !== 'ok' && isDatabaseError(error);
  }

  /**
   * Logs the failure of work done in the background (a timer, a push after a commit) as an error,
   * unless it is the database's outage: that is reported once, by this health, as for requests.
   */
  logBackgroundFailure(log: FastifyBaseLogger, error: unknown, message: string): void {
    if (!this.noteFailure(error)) log.error({ err: error }, message);
  }

  /** Whether the database answers `select 1` within the timeout. */
  async check(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      await Promise.race([sql`select 1`.execute(this.db), timeout]);
      return true;
    } catch (error) {
      this.#lastFailure = error;
      // A readiness check may be the first to notice (no request needed the database yet).
      if (this.#state === 'ok' && !this.#probing) void this.#probe();
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Looks every `everyMs` as well: a quiet node (no requests) must notice an outage too, to tell its screens. */
  start(everyMs = 5_000): void {
    this.#heartbeat = setInterval(() => {
      if (this.#state === 'ok' && !this.#probing) void this.check();
    }, everyMs);
    this.#heartbeat.unref();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    clearInterval(this.#heartbeat);
  }

  async #probe(): Promise<void> {
    if (this.#probing || this.#stopped) return;
    this.#probing = true;
    let ok = await this.check();
    // A connection PostgreSQL ended (a terminated backend) is discarded by the pool: while that is
    // what fails, look again on another one (each look discards one, the pool holds 10 at most).
    for (let look = 0; !ok && this.#state === 'ok' && isEndedConnection(this.#lastFailure) && look < 11; look += 1)
      ok = await this.check();
    this.#probing = false;
    if (this.#stopped) return;
    if (ok && this.#state === 'unreachable') {
      const seconds = ((Date.now() - this.#since) / 1000).toFixed(1);
      this.log.info({ outageSeconds: Number(seconds) }, `Database reachable again after ${seconds} s`);
      this.#set('ok');
    } else if (!ok && this.#state === 'ok') {
      this.#since = Date.now();
      const failure = this.#lastFailure as { message?: string; code?: string } | undefined;
      const reason = failure?.message || failure?.code || 'no answer';
      this.log.warn({ reason }, `Database unreachable (${reason}): requests that need it answer 503 until it is back`);
      this.#set('unreachable');
    }
    if (this.#state === 'unreachable') {
      this.#timer = setTimeout(() => void this.#probe(), this.probeEveryMs);
      this.#timer.unref();
    }
  }

  #set(state: DatabaseState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener(state);
  }
}
