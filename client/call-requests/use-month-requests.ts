import { rooms } from '../../shared/realtime/rooms.js';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { useCallRequestsStore } from './store';

/** Keeps the month's open call requests live: the month room's 'call-requests' part, then each change. */
export function useMonthRequests(month: string) {
  useSocketEvent('call-request:changed', (request) => useCallRequestsStore.getState().upsert(request));
  return useRoom(rooms.month(month), (snapshot) => {
    const part = snapshot['call-requests'];
    if (part) useCallRequestsStore.getState().loadMonth(month, part.requests);
  });
}
