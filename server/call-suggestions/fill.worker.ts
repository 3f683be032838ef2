import { parentPort } from 'node:worker_threads';
import type { FillProblem } from './engine/fill-problem.js';
import { suggestFill } from './engine/suggest-fill.js';

/** The engine's thread: one month at a time, off the event loop that answers requests. */
parentPort!.on('message', ({ id, problem }: { id: number; problem: FillProblem }) => {
  try {
    parentPort!.postMessage({ id, result: suggestFill(problem) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
