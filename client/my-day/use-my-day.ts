import { useCallback, useEffect, useRef, useState } from 'react';
import type { MyDayResponse } from '../../shared/schemas/my-day.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { addDays } from '../../shared/dates.js';
import { usePracticeToday } from '../lib/practice-clock';
import { useRoomWatch } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { myDayApi } from './api';

/**
 * "My day", kept live: it is read when today's and tomorrow's day rooms are watched (so nothing
 * changed between the read and the watch is missed), and again (coalesced) whenever one of them
 * changes or is rejoined after a reconnect: one request per change, the cases' progress included.
 * Offline, it is read once anyway (the page says what it could not load). The server records a
 * physician's look at their own cases once a day (server/my-day/my-day.routes.ts).
 */
export function useMyDay(): { data: MyDayResponse | null; failed: boolean } {
  const [data, setData] = useState<MyDayResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      myDayApi.read().then(
        (next) => {
          setData(next);
          setFailed(false);
        },
        () => setFailed(true),
      );
    }, 150);
  }, []);
  useEffect(() => {
    // A phone wakes up on another day: read again when the page is shown.
    const handleVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', handleVisible);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener('visibilitychange', handleVisible);
    };
  }, [refresh]);

  const today = usePracticeToday();
  const tomorrow = addDays(today, 1);
  // Watched, not joined: My day shows the person's own cases, never the day's schedule, so the
  // days' snapshots are not read (nor recorded as looks at the schedule).
  const status = useRoomWatch(rooms.day(today), refresh);
  useRoomWatch(rooms.day(tomorrow), refresh);
  const unwatched = status === 'offline' || status === 'refused';
  useEffect(() => {
    if (unwatched) refresh();
  }, [unwatched, refresh]);
  const concernsMyDays = (dates: string[]) => dates.some((date) => date === today || date === tomorrow);
  useSocketEvent('event:upserted', (payload) => concernsMyDays(payload.dates) && refresh());
  useSocketEvent('event:removed', (payload) => concernsMyDays(payload.dates) && refresh());
  useSocketEvent('call-calendar:day-changed', (overlay) => concernsMyDays([overlay.date]) && refresh());
  return { data, failed };
}
