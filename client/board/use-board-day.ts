import { useCallback } from 'react';
import { rooms } from '../../shared/realtime/rooms.js';
import { useCaseProgressStore } from '../case-tracking/store';
import { useCaseProgressEvents } from '../case-tracking/use-case-progress-events';
import { useScheduleStore } from '../daily-schedule/store';
import type { PortalSocket } from '../lib/socket';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';

/**
 * The board's copy of `date`, kept by the day grid's own store: the board day room's snapshot
 * (masked by the server unless names are allowed) on every (re)join, then the pushed changes
 * (case progress too, in the case-tracking store).
 * `generation` changes when the board's settings change, so the room is joined again.
 */
export function useBoardDay(socket: PortalSocket, date: string | null, generation: number) {
  const { replaceDay, applyUpserted, applyRemoved, setCallOverlay, setBlockOverlay, applySurgeonOrder } =
    useScheduleStore.getState();
  // A new source per generation makes useRoom leave and join again, for a fresh snapshot.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const source = useCallback(() => socket, [socket, generation]);
  useSocketEvent('event:upserted', applyUpserted, source);
  useSocketEvent('event:removed', applyRemoved, source);
  useSocketEvent('call-calendar:day-changed', setCallOverlay, source);
  useSocketEvent('block-time:day-changed', setBlockOverlay, source);
  useSocketEvent('schedule:surgeon-order-changed', applySurgeonOrder, source);
  useCaseProgressEvents(source);
  return useRoom(
    date && rooms.boardDay(date),
    (snapshot) => {
      if (!date) return;
      replaceDay(date, snapshot);
      useCaseProgressStore.getState().replaceDay(date, snapshot['case-tracking']);
    },
    source,
  );
}
