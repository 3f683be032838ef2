import { useCallback, useRef } from 'react';
import { rooms } from '../../shared/realtime/rooms.js';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { callRequestsApi } from './api';
import { useCallRequestsStore } from './store';

/**
 * Keeps the month's open call requests live: the month room's 'call-requests' part, then each
 * change. The room carries no notes (it is everyone's); with `withNotes` (the scheduler's panel)
 * each snapshot and change is followed by a read of the month's list, which answers the notes the
 * caller may read (the latest read wins; the store keeps it over a note-less copy of its version).
 */
export function useMonthRequests(month: string, { withNotes = false }: { withNotes?: boolean } = {}) {
  const reads = useRef(0);
  const readNotes = useCallback(() => {
    if (!withNotes) return;
    const read = ++reads.current;
    callRequestsApi.month(month).then(
      (requests) => read === reads.current && useCallRequestsStore.getState().loadMonth(month, requests),
      (error) => console.error(error),
    );
  }, [month, withNotes]);
  useSocketEvent('call-request:changed', (request) => {
    useCallRequestsStore.getState().upsert(request);
    readNotes();
  });
  return useRoom(rooms.month(month), (snapshot) => {
    const part = snapshot['call-requests'];
    if (part) useCallRequestsStore.getState().loadMonth(month, part.requests);
    readNotes();
  });
}
