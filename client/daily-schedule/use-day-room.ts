import { rooms } from '../../shared/realtime/rooms.js';
import { useCaseProgressStore } from '../case-tracking/store';
import { useCaseProgressEvents } from '../case-tracking/use-case-progress-events';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { useScheduleStore } from './store';

/**
 * Keeps the store's copy of `date` equal to the server's: the day room's snapshot on every
 * (re)join, then the pushed changes of events, overlays, the surgeon order and case progress.
 */
export function useDayRoom(date: string | null) {
  const { replaceDay, applyUpserted, applyRemoved, setCallOverlay, setBlockOverlay, applySurgeonOrder } =
    useScheduleStore.getState();
  useSocketEvent('event:upserted', applyUpserted);
  useSocketEvent('event:removed', applyRemoved);
  useSocketEvent('call-calendar:day-changed', setCallOverlay);
  useSocketEvent('block-time:day-changed', setBlockOverlay);
  useSocketEvent('schedule:surgeon-order-changed', applySurgeonOrder);
  useCaseProgressEvents();
  return useRoom(date ? rooms.day(date) : null, (snapshot) => {
    if (!date) return;
    replaceDay(date, snapshot);
    useCaseProgressStore.getState().replaceDay(date, snapshot['case-tracking']);
  });
}
