import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clockTime,
  connectionDown,
  connectionReset,
  connectionUp,
  STALE_AFTER_MS,
  useConnection,
} from './use-connection';

afterEach(() => {
  connectionReset();
  vi.useRealTimers();
});

describe('the connection state', () => {
  it('goes live, reconnecting on a drop, offline after the stale delay, and live again', () => {
    vi.useFakeTimers();
    connectionUp();
    expect(useConnection.getState()).toMatchObject({ status: 'live', offlineSince: null });
    const lostAt = Date.UTC(2031, 0, 2, 15, 4);
    vi.setSystemTime(lostAt);
    connectionDown();
    expect(useConnection.getState()).toMatchObject({ status: 'reconnecting', offlineSince: lostAt });
    vi.advanceTimersByTime(STALE_AFTER_MS - 1);
    expect(useConnection.getState().status).toBe('reconnecting');
    connectionDown(); // a failed retry does not move the time it was lost
    vi.advanceTimersByTime(1);
    expect(useConnection.getState()).toMatchObject({ status: 'offline', offlineSince: lostAt });
    connectionUp();
    vi.advanceTimersByTime(STALE_AFTER_MS);
    expect(useConnection.getState()).toMatchObject({ status: 'live', offlineSince: null });
  });

  it('says the time in the practice time zone when it is known', () => {
    const at = Date.UTC(2031, 0, 2, 15, 4);
    expect(clockTime(at, 'America/New_York')).toBe('10:04 AM');
    expect(clockTime(at, 'UTC')).toBe('03:04 PM');
  });
});
