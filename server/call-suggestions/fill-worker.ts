import { Worker } from 'node:worker_threads';
import type { FillProblem, FillResult } from './engine/fill-problem.js';

/** Months waiting beyond the one being filled; more are refused (429) rather than queued without end. */
export const MAX_WAITING_FILLS = 4;
/** A fill that takes longer is abandoned and its thread replaced. */
const FILL_TIMEOUT_MS = 15_000;

export class FillBusy extends Error {}
export class FillFailed extends Error {}

interface Pending {
  resolve: (result: FillResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs the suggest-fill engine in one worker thread, started on first use. From the sources (tests,
 * development) the thread loads the TypeScript through tsx; a release runs the compiled file.
 */
export class FillWorker {
  #worker: Worker | undefined;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;

  run(problem: FillProblem): Promise<FillResult> {
    if (this.#pending.size > MAX_WAITING_FILLS) return Promise.reject(new FillBusy());
    const worker = this.#started();
    const id = this.#nextId++;
    return new Promise<FillResult>((resolve, reject) => {
      const timer = setTimeout(() => this.#fail(new FillFailed('The fill took too long.')), FILL_TIMEOUT_MS);
      this.#pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, problem });
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    this.#rejectAll(new FillFailed('The portal is stopping.'));
    await worker?.terminate();
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = spawn();
    worker.on('message', ({ id, result, error }: { id: number; result?: FillResult; error?: string }) => {
      const pending = this.#pending.get(id);
      if (!pending) return;
      this.#pending.delete(id);
      clearTimeout(pending.timer);
      if (error !== undefined) pending.reject(new FillFailed(error));
      else pending.resolve(result!);
    });
    worker.on('error', (error) => this.#fail(new FillFailed(error.message)));
    worker.unref();
    this.#worker = worker;
    return worker;
  }

  /** The thread is lost or stuck: every waiting fill fails, and the next one starts a new thread. */
  #fail(error: Error): void {
    void this.#worker?.terminate();
    this.#worker = undefined;
    this.#rejectAll(error);
  }

  #rejectAll(error: Error): void {
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.#pending.clear();
  }
}

function spawn(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  const entry = new URL(`./fill.worker.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  if (!fromSources) return new Worker(entry);
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(code, { eval: true });
}
