import { useRef } from 'react';
import { rooms } from '../../shared/realtime/rooms.js';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { useRoundsStore } from './store';

/**
 * Keeps the rounds store equal to the server: the room's snapshot on (re)join, then pushed
 * changes. `onSync` runs after every snapshot, so a page showing another query (a day's
 * archive, a name search) refetches it after a reconnect.
 */
export function useRoundsRoom(onSync?: () => void) {
  const { sync, upsert } = useRoundsStore.getState();
  const latest = useRef(onSync);
  latest.current = onSync;
  useSocketEvent('round:upserted', upsert);
  return useRoom(rooms.list('rounds'), (snapshot) => {
    sync(snapshot.rounds);
    latest.current?.();
  });
}
