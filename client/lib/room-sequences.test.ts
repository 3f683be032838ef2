import { beforeEach, describe, expect, it, vi } from 'vitest';

type Sequences = typeof import('./room-sequences');
let sequences: Sequences;
beforeEach(async () => {
  vi.resetModules();
  sequences = await import('./room-sequences');
});

describe('room sequence numbers on the client', () => {
  it('applies the next number, ignores numbers already covered, and resyncs once on a gap', async () => {
    vi.useFakeTimers();
    try {
      const resync = vi.fn();
      sequences.onRoomResync('rounds', resync);
      sequences.roomJoinStarted('rounds');
      sequences.roomJoined('rounds', 10, () => undefined);
      expect(sequences.observeRoomEvent({ room: 'rounds', seq: 11 })).toBe(true);
      expect(sequences.observeRoomEvent({ room: 'rounds', seq: 11 })).toBe(false);
      expect(sequences.observeRoomEvent({ room: 'rounds', seq: 9 })).toBe(false);
      expect(sequences.observeRoomEvent({ room: 'rounds', seq: 14 })).toBe(true); // 12 and 13 were lost
      expect(sequences.observeRoomEvent({ room: 'rounds', seq: 16 })).toBe(true);
      await vi.advanceTimersByTimeAsync(100);
      expect(resync).toHaveBeenCalledTimes(1); // one rejoin for the burst
      expect(sequences.observeRoomEvent({ room: 'rounds', seq: 17 })).toBe(true);
      await vi.advanceTimersByTimeAsync(100);
      expect(resync).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resyncs a room whose event came without a number (the numbering was unavailable)', async () => {
    vi.useFakeTimers();
    try {
      const resync = vi.fn();
      sequences.onRoomResync('day:2031-01-02', resync);
      expect(sequences.observeRoomEvent({ room: 'day:2031-01-02' })).toBe(true);
      await vi.advanceTimersByTimeAsync(100);
      expect(resync).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies events that arrive during a join after its snapshot, only those newer than it', () => {
    const applied: string[] = [];
    sequences.roomJoinStarted('rounds');
    for (const seq of [20, 21, 22]) {
      const meta = { room: 'rounds', seq };
      sequences.observeRoomEvent(meta);
      expect(sequences.deferWhileJoining(meta, () => applied.push(`event ${seq}`))).toBe(true);
    }
    sequences.roomJoined('rounds', 21, () => applied.push('snapshot at 21'));
    expect(applied).toEqual(['snapshot at 21', 'event 22']);
    expect(sequences.deferWhileJoining({ room: 'rounds', seq: 23 }, () => undefined)).toBe(false);
    expect(sequences.observeRoomEvent({ room: 'rounds', seq: 22 })).toBe(false);
  });

  it('answers fresh for events that are not room events', () => {
    expect(sequences.isFreshEvent(undefined)).toBe(true);
    expect(sequences.isFreshEvent({ reason: 'logout' })).toBe(true);
  });
});
