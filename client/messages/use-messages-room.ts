import { rooms } from '../../shared/realtime/rooms.js';
import { useSession } from '../lib/session';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { useMessagesStore } from './store';

/**
 * Keeps the messages store equal to the server: the user room's snapshot on (re)join, then
 * pushes (new messages, own sends from other tabs, reads on other devices). Mount it once
 * per page: leaving the room on unmount leaves it for the whole tab.
 */
export function useMessagesRoom() {
  const userId = useSession((state) => state.user?.id ?? null);
  const { replaceAll, receive, addSent, unreadChanged } = useMessagesStore.getState();
  useSocketEvent('message:received', receive);
  useSocketEvent('message:sent', addSent);
  useSocketEvent('unread:changed', unreadChanged);
  return useRoom(userId ? rooms.user(userId) : null, (snapshot) => {
    replaceAll(snapshot.messages);
  });
}
