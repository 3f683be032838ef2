import { setTimeout as pause } from 'node:timers/promises';

/**
 * Awaits a condition instead of sleeping: checks it every `everyMs` until it holds, and fails with
 * what it waited for once `timeoutMs` of real time have passed (a deadline, not a practice moment).
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  { timeoutMs = 20_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(everyMs);
  }
}
