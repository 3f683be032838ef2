import { rooms } from '../../shared/realtime/rooms.js';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { useScheduleStore } from './store';

/**
 * Keeps the store's copy of `date` equal to the server's: the day room's snapshot on every
 * (re)join, then the pushed changes of events, overlays and the surgeon order.
 */
export function useDayRoom(date: string | null) {
  const { replaceDay, applyUpserted, applyRemoved, setCallOverlay, setBlockOverlay, applySurgeonOrder } =
    useScheduleStore.getState();
  useSocketEvent('event:upserted', applyUpserted);
  useSocketEvent('event:removed', applyRemoved);
  useSocketEvent('call-calendar:day-changed', setCallOverlay);
  useSocketEvent('block-time:day-changed', setBlockOverlay);
  useSocketEvent('schedule:surgeon-order-changed', applySurgeonOrder);
  return useRoom(date ? rooms.day(date) : null, (snapshot) => {
    if (date) replaceDay(date, snapshot);
  });
}
