import { useCallback, useEffect, useRef, useState } from 'react';
import type { MyDayResponse } from '../../shared/schemas/my-day.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { useRoomWatch } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { myDayApi } from './api';

/**
 * "My day", kept live: it is read again (coalesced) whenever today's or tomorrow's day room
 * changes or is rejoined after a reconnect. The server decides what "today" is, and records a
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
    refresh();
    // A phone wakes up on another day: read again when the page is shown.
    const handleVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', handleVisible);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener('visibilitychange', handleVisible);
    };
  }, [refresh]);

  const days = data ? [data.today.date, data.tomorrow.date] : [];
  // Watched, not joined: My day shows the person's own cases, never the day's schedule, so the
  // days' snapshots are not read (nor recorded as looks at the schedule).
  useRoomWatch(data ? rooms.day(data.today.date) : null, refresh);
  useRoomWatch(data ? rooms.day(data.tomorrow.date) : null, refresh);
  const concernsMyDays = (dates: string[]) => dates.some((date) => days.includes(date));
  useSocketEvent('event:upserted', (payload) => concernsMyDays(payload.dates) && refresh());
  useSocketEvent('event:removed', (payload) => concernsMyDays(payload.dates) && refresh());
  useSocketEvent('call-calendar:day-changed', (overlay) => concernsMyDays([overlay.date]) && refresh());
  return { data, failed };
}
