import { useEffect } from 'react';
import type { MyDayResponse } from '../../shared/schemas/my-day.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { addDays } from '../../shared/dates.js';
import { usePracticeToday } from '../lib/practice-clock';
import { useLiveQuery } from '../lib/use-live-query';
import { myDayApi } from './api';

/**
 * "My day", kept live: it is read when today's and tomorrow's day rooms are watched (so nothing
 * changed between the read and the watch is missed), and again (coalesced) whenever one of them
 * changes or is rejoined after a reconnect: one request per change, the cases' progress included.
 * Offline, it is read once anyway (the page says what it could not load). The server records a
 * physician's look at their own cases once a day (server/my-day/my-day.routes.ts).
 */
export function useMyDay(): { data: MyDayResponse | null; failed: boolean } {
  const today = usePracticeToday();
  const tomorrow = addDays(today, 1);
  const concernsMyDays = (dates: string[]) => dates.some((date) => date === today || date === tomorrow);
  const { data, error, readSoon } = useLiveQuery({
    ask: 'my day',
    read: () => myDayApi.read(),
    // Watched, not joined: My day shows the person's own cases, never the day's schedule, so the
    // days' snapshots are not read (nor recorded as looks at the schedule).
    watch: [rooms.day(today), rooms.day(tomorrow)],
    on: [
      { event: 'event:upserted', when: (payload) => concernsMyDays(payload.dates) },
      { event: 'event:removed', when: (payload) => concernsMyDays(payload.dates) },
      { event: 'call-calendar:day-changed', when: (overlay) => concernsMyDays([overlay.date]) },
    ],
    settleMs: 150,
  });
  useEffect(() => {
    // A phone wakes up on another day: read again when the page is shown.
    const handleVisible = () => document.visibilityState === 'visible' && readSoon();
    document.addEventListener('visibilitychange', handleVisible);
    return () => document.removeEventListener('visibilitychange', handleVisible);
  }, [readSoon]);
  return { data, failed: error !== null };
}
