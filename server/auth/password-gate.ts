import { HttpError } from '../http/errors.js';

export const PASSWORD_BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * At most `concurrency` password derivations (scrypt, ~32 MiB and tens of ms each) run at once
 * in this process, and at most `queueLength` wait for a turn. A burst of sign-ins cannot take
 * every thread and megabyte from the rest of the portal, and when the queue is full the
 * request is answered 503 at once, without hashing, rather than waiting its turn for minutes.
 * Sign-ins from a device the person has signed in from before wait in a short queue of their
 * own that goes first, so a flood from many unfamiliar addresses does not keep them out.
 */
export class PasswordGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly waitingFirst: (() => void)[] = [];
  /** Derivations run so far: what a burst cost. */
  completed = 0;

  constructor(
    readonly concurrency: number,
    readonly queueLength: number,
    readonly firstQueueLength: number,
  ) {}

  /** Refuses now when a derivation asked for now would be refused (checked before a sign-in is counted). */
  assertRoom(first = false): void {
    if (this.full(first)) throw busy();
  }

  private full(first: boolean): boolean {
    const queue = first ? this.waitingFirst.length >= this.firstQueueLength : this.waiting.length >= this.queueLength;
    return this.running >= this.concurrency && queue;
  }

  async run<T>(work: () => Promise<T>, first = false): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.full(first)) throw busy();
      await new Promise<void>((resolve) => (first ? this.waitingFirst : this.waiting).push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      this.completed += 1;
      const next = this.waitingFirst.shift() ?? this.waiting.shift();
      if (next)
        next(); // the turn passes on: `running` stays the same
      else this.running -= 1;
    }
  }
}

const busy = () => new HttpError(503, PASSWORD_BUSY_MESSAGE, {}, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });

/** One gate for the whole process: sign-ins, password changes, user creation. */
export const passwordGate = new PasswordGate(2, 16, 8);
