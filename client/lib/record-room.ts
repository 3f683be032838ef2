import { useRef } from 'react';
import type { ServerEventName, ServerEventPayload } from '../../shared/realtime/events.js';
import { rooms, type ListRoom } from '../../shared/realtime/rooms.js';
import type { RoomSnapshotParts } from '../../shared/realtime/snapshots.js';
import { useRoom } from './use-room';
import { useSocketEvent } from './use-socket-event';

interface ListStore<L extends ListRoom, E extends ServerEventName> {
  getState(): {
    sync(snapshot: RoomSnapshotParts['list'][L]): void;
    upsert(record: ServerEventPayload<E>): void;
  };
}

/**
 * The hook that keeps a list's store equal to the server: the list room's snapshot on (re)join,
 * then each `upserted` push. The hook's `onSync` runs after every snapshot, so a page showing
 * another query (a day, a name search) refetches it after a reconnect.
 */
export function recordRoomHook<L extends ListRoom, E extends ServerEventName>(config: {
  list: L;
  upserted: E;
  store: ListStore<L, E>;
}) {
  return function useRecordRoom(onSync?: () => void) {
    const { sync, upsert } = config.store.getState();
    const latest = useRef(onSync);
    latest.current = onSync;
    useSocketEvent(config.upserted, upsert);
    return useRoom(rooms.list(config.list), (snapshot) => {
      sync((snapshot as Pick<RoomSnapshotParts['list'], L>)[config.list]);
      latest.current?.();
    });
  };
}
