import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ServerEventName, ServerEventPayload } from '../../shared/realtime/events.js';
import { latestRead } from './latest-read';
import { listenToRoom } from './room-subscription';
import { getSocket } from './socket';
import { onFreshEvent } from './use-socket-event';

/** An event that makes the query read again, when `when` says it concerns what was asked. */
export type LiveTrigger<K> = {
  [E in ServerEventName]: { event: E; when?: (payload: ServerEventPayload<E>, ask: K) => boolean };
}[ServerEventName];

export interface LiveQueryOptions<K, T> {
  /** What to ask, or null for nothing yet; read again at once whenever it changes (compared as JSON). */
  ask: K | null;
  read: (ask: K) => Promise<T>;
  /**
   * Rooms whose events (not their snapshots) it follows: the first read waits until they are
   * watched, so nothing changed in between is missed; each rejoin reads again, and a room that
   * cannot be watched (offline, refused) reads anyway.
   */
  watch?: string[];
  on?: LiveTrigger<K>[];
  /** Re-reads asked within this many milliseconds are one read (a burst of changes). */
  settleMs?: number;
}

export interface LiveQuery<T> {
  /** The latest answer, kept through a failed read again. */
  data: T | null;
  /** Why the latest read failed; null once one succeeds. */
  error: unknown;
  loading: boolean;
  /** Read again soon (coalesced), e.g. when the page is shown again. */
  readSoon: () => void;
}

/**
 * A view read over HTTP and read again when a room event says its data changed: the latest read
 * wins (a slower earlier answer never replaces a newer one), and re-reads are coalesced.
 */
export function useLiveQuery<K, T>({ ask, read, watch = [], on = [], settleMs = 300 }: LiveQueryOptions<K, T>) {
  const [state, setState] = useState({ data: null as T | null, error: null as unknown, loading: ask !== null });
  const latest = useRef({ ask, read, on });
  latest.current = { ask, read, on };
  const reader = useMemo(
    () =>
      latestRead<T>(settleMs, (answer) =>
        setState((held) =>
          'data' in answer
            ? { data: answer.data, error: null, loading: false }
            : { ...held, error: answer.error, loading: false },
        ),
      ),
    [settleMs],
  );
  const readWhen = useCallback(
    (when: 'now' | 'soon') => {
      const { ask: asked, read: reading } = latest.current;
      if (asked !== null) reader[when](() => reading(asked));
    },
    [reader],
  );
  const readSoon = useCallback(() => readWhen('soon'), [readWhen]);
  useEffect(() => reader.stop, [reader]);

  const rooms = watch.join('\n');
  /** The rooms whose first watch has been read for. */
  const watched = useRef<string | null>(null);
  const asking = JSON.stringify(ask);
  useEffect(() => {
    if (asking === 'null') return;
    setState((held) => ({ ...held, loading: true }));
    if (!rooms || watched.current === rooms) readWhen('now');
  }, [asking, rooms, readWhen]);

  useEffect(() => {
    if (!rooms) return;
    const socket = getSocket();
    const names = rooms.split('\n');
    const waiting = new Set(names);
    // The first read once every room is watched (or cannot be); after that, each rejoin reads again.
    const settled = (room: string) => {
      if (watched.current === rooms) return readSoon();
      waiting.delete(room);
      if (waiting.size > 0) return;
      watched.current = rooms;
      readWhen('now');
    };
    const leave = names.map((room) => {
      let unwatched = false;
      return listenToRoom(socket, 'room:watch', room, {
        snapshot: () => settled(room),
        status: (status) => {
          const now = status === 'offline' || status === 'refused';
          if (now && !unwatched) settled(room);
          unwatched = now;
        },
      });
    });
    return () => leave.forEach((off) => off());
  }, [rooms, readSoon, readWhen]);

  const events = on.map((trigger) => trigger.event).join(',');
  useEffect(() => {
    if (!events) return;
    const socket = getSocket();
    const off = events.split(',').map((event, index) =>
      onFreshEvent(socket, event as ServerEventName, (payload) => {
        const { ask: asked, on: triggers } = latest.current;
        const when = triggers[index]?.when as ((payload: unknown, ask: K) => boolean) | undefined;
        if (asked !== null && (!when || when(payload, asked))) readSoon();
      }),
    );
    return () => off.forEach((stop) => stop());
  }, [events, readSoon]);

  return { ...state, readSoon } satisfies LiveQuery<T>;
}
