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

  it('two joins answered out of order (one snapshot read more slowly): the older snapshot hides nothing', () => {
    // A store as the day grid keeps one: a snapshot replaces it, an event applies when newer.
    let shown: Record<number, number> = {};
    const event = (seq: number, id: number, version: number) => {
      const meta = { room: 'day:2031-01-02', seq };
      const apply = () => {
        if ((shown[id] ?? 0) < version) shown = { ...shown, [id]: version };
      };
      sequences.observeRoomEvent(meta);
      if (!sequences.deferWhileJoining(meta, apply)) apply();
    };
    sequences.roomJoinStarted('day:2031-01-02'); // read its number (30) and is still reading its snapshot
    event(31, 7, 2);
    sequences.roomJoinStarted('day:2031-01-02'); // a resync: number 31, snapshot read at once
    sequences.roomJoined('day:2031-01-02', 31, () => (shown = { 7: 2 }));
    event(32, 8, 1);
    sequences.roomJoined('day:2031-01-02', 30, () => (shown = { 7: 1 }));
    expect(shown).toEqual({ 7: 2, 8: 1 });
    expect(sequences.deferWhileJoining({ room: 'day:2031-01-02', seq: 33 }, () => undefined)).toBe(false);
  });

  it('answers fresh for events that are not room events', () => {
    expect(sequences.isFreshEvent(undefined)).toBe(true);
    expect(sequences.isFreshEvent({ reason: 'logout' })).toBe(true);
  });
});
