import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every test runs at a moment it states (server/test/test-clock.ts), never at whatever today
 * happens to be. A test may read the real clock only where it measures a real duration, and each
 * such file is listed here with why. A new one fails until it is listed (or uses the test clock).
 */
const REAL_CLOCK_READERS: Record<string, string> = {
  'server/test/test-clock.ts': 'the clock helper itself: the test clock runs on from the real time',
  'server/test/until.ts': 'the deadline of a wait for a condition',
  'server/production-install.test.ts': 'times the steps of an install (figures it prints)',
  'server/multi-node.test.ts': 'the length of a Redis outage',
  'server/stop-blocked-output.test.ts': 'how long a stopped server takes to exit (it prints it)',
  'server/rolling-deploy.test.ts': 'deadlines of its waits and the longest gap a screen saw',
  'server/realtime/redis-late-start.test.ts': 'that a start did not wait for Redis',
  'server/db/database-outage.test.ts': 'the length of a database outage and how long answers took',
  'server/realtime/session-end.test.ts': "sessions' idle limits run on the real clock (not the practice's calendar)",
  'server/auth/auth.test.ts': "sessions' idle limits run on the real clock",
  'server/auth/login-throttle.redis.test.ts': "the throttle's windows are real durations",
  'server/boards/boards.test.ts': "a board's last sight is a real duration",
  'server/idempotency/idempotency.test.ts': 'keys expire after a real duration',
  'client/e2e/foundation.spec.ts': "sessions' idle limits run on the real clock",
  'client/e2e/board.spec.ts': "a board's last sight is a real duration",
  'client/e2e/practice-clock.spec.ts':
    "reads the browser's own clock to show that the device's calendar is not the practice's",
};

const TEST_CODE = /(\.test\.tsx?|\.spec\.ts|\.test-support\.ts|test-support\.ts|\.factories\.ts)$/;
const REAL_CLOCK = /\bnew Date\(\s*\)|\bDate\.now\(\)|\btodayIso\(/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : files(path);
    return [path];
  });
}

const testCode = ['server', 'shared', 'client']
  .flatMap(files)
  .filter((path) => TEST_CODE.test(path) || path.startsWith('server/test/'));

describe("tests read the practice's clock", () => {
  it('reads the real clock only in the files listed, each with its reason', () => {
    const readers = testCode.filter(
      (path) => path !== 'server/clock-reads.test.ts' && REAL_CLOCK.test(readFileSync(path, 'utf8')),
    );
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((path) => !(path in REAL_CLOCK_READERS))).toEqual([]);
  });

  it('lists no file that no longer reads it', () => {
    const stale = Object.keys(REAL_CLOCK_READERS).filter((path) => !REAL_CLOCK.test(readFileSync(path, 'utf8')));
    expect(stale).toEqual([]);
  });
});
