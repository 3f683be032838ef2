import { recordRoomHook } from '../lib/record-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { useOperativeLogStore } from './store';

const useEntriesRoom = recordRoomHook({
  list: 'operative-log',
  upserted: 'operative-entry:upserted',
  store: useOperativeLogStore,
});

/**
 * Today's entries and this year's statistics from the operative-log room, then its pushes.
 * `onSync` runs after every snapshot, so pages showing another query refetch after a reconnect.
 */
export function useOperativeLogRoom(onSync?: () => void) {
  useSocketEvent('operative-stats:changed', useOperativeLogStore.getState().setStats);
  return useEntriesRoom(onSync);
}
