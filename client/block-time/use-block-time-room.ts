import { rooms } from '../../shared/realtime/rooms.js';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { useBlockTimeStore } from './store';

/**
 * Keeps the store's record of `month` (YYYY-MM) equal to the server's: the snapshot on every
 * (re)join, then each pushed save and each new effective start date.
 */
export function useBlockMonthRoom(month: string) {
  const { applySnapshot, applySaved, addEffectiveDate } = useBlockTimeStore.getState();
  useSocketEvent('block-time:saved', applySaved);
  useSocketEvent('office-record:saved', addEffectiveDate);
  return useRoom(rooms.month(month), (snapshot) => {
    applySnapshot(snapshot['block-time']);
  });
}
