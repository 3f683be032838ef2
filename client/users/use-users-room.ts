import { rooms } from '../../shared/realtime/rooms.js';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { useUsersStore } from './store';

/** Keeps the users store equal to the server's list: snapshot on (re)join, then pushes. */
export function useUsersRoom() {
  const { replaceAll, upsert } = useUsersStore.getState();
  useSocketEvent('user:upserted', upsert);
  return useRoom(rooms.list('users'), (snapshot) => {
    replaceAll(snapshot.users.users);
  });
}
