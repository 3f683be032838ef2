import { useSocketEvent } from '../lib/use-socket-event';
import { useCallMonthStore } from './store';

/** An undone office closure (month room push) leaves the month's views at once. */
export function useClosureRemovals(): void {
  useSocketEvent('office-record:removed', (payload) => useCallMonthStore.getState().removeClosure(payload.id));
}
