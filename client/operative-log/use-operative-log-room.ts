import { useRef } from 'react';
import { rooms } from '../../shared/realtime/rooms.js';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { useOperativeLogStore } from './store';

/**
 * Today's entries and this year's statistics from the operative-log room, then its pushes.
 * `onSync` runs after every snapshot, so pages showing another query refetch after a reconnect.
 */
export function useOperativeLogRoom(onSync?: () => void) {
  const { sync, upsert, setStats } = useOperativeLogStore.getState();
  const latest = useRef(onSync);
  latest.current = onSync;
  useSocketEvent('operative-entry:upserted', upsert);
  useSocketEvent('operative-stats:changed', setStats);
  return useRoom(rooms.list('operative-log'), (snapshot) => {
    sync(snapshot['operative-log']);
    latest.current?.();
  });
}
