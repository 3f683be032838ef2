import { useEffect } from 'react';
import { rooms } from '../../shared/realtime/rooms.js';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { callCalendarApi } from './api';
import { useCallMonthStore } from './store';

/** Keeps the store equal to the server's month: snapshot on (re)join, then pushes. */
export function useCallMonthRoom(month: string) {
  const store = useCallMonthStore.getState();
  useEffect(() => {
    useCallMonthStore.getState().openMonth(month);
  }, [month]);
  useEffect(() => {
    callCalendarApi
      .surgeons()
      .then(useCallMonthStore.getState().setSurgeons, (error) =>
        console.error('Failed to fetch surgeons. Please try again.', error),
      );
  }, []);
  useSocketEvent('call-entries:saved', (payload) => store.upsertEntries(payload.entries));
  useSocketEvent('time-off:saved', store.upsertVacation);
  useSocketEvent('time-off:removed', (payload) => store.removeVacation(payload.id));
  useSocketEvent('office-record:saved', store.upsertClosure);
  useSocketEvent('office-hours:saved', store.setOfficeHours);
  useSocketEvent('coverage:changed', store.setCoverage);
  useSocketEvent('holidays:changed', store.setHolidays);
  useSocketEvent('presence:changed', (payload) => store.setEditors(payload.month, payload.editors));
  return useRoom(rooms.month(month), (snapshot) => {
    useCallMonthStore.getState().loadSnapshot(snapshot['call-calendar']);
  });
}
