import type { Db } from '../db/connect.js';
import type { IdempotentWrite } from './idempotency.repository.js';
import { recordIdempotentAnswers } from './idempotency.repository.js';

interface Answer {
  write: IdempotentWrite;
  status: number;
  body: string;
}

/**
 * The answers to keep, written together every `everyMs` in one transaction rather than each in
 * its own (one more synchronous commit per write would halve the write rate on SQLite). Until
 * written they are answered from here; a node that dies first leaves keys claimed without an
 * answer, which a retry learns as "already saved" (409), never as a second write.
 */
export class IdempotentAnswers {
  readonly #pending = new Map<string, Answer>();
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly everyMs = 200,
  ) {}

  keep(write: IdempotentWrite, status: number, body: string): void {
    this.#pending.set(write.key, { write, status, body });
    this.#timer ??= setTimeout(() => void this.flush(), this.everyMs).unref();
  }

  pending(key: string): (IdempotentWrite & { status: number; body: string }) | undefined {
    const answer = this.#pending.get(key);
    return answer && { ...answer.write, status: answer.status, body: answer.body };
  }

  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#pending.size === 0) return;
    const answers = [...this.#pending.values()];
    try {
      await recordIdempotentAnswers(this.db, answers);
      for (const answer of answers) {
        if (this.#pending.get(answer.write.key) === answer) this.#pending.delete(answer.write.key);
      }
    } catch (error) {
      this.onError(error);
      // Kept for the next attempt while the database is away.
      this.#timer ??= setTimeout(() => void this.flush(), this.everyMs * 5).unref();
    }
  }
}
