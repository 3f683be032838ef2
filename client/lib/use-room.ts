import { useEffect, useRef, useState } from 'react';
import type { RoomSnapshot } from '../../shared/realtime/snapshots.js';
import { listenToRoom, type RoomHow, type RoomStatus } from './room-subscription';
import { getSocket, type PortalSocket } from './socket';

export type { RoomStatus } from './room-subscription';

/**
 * Joins `room` while the component is mounted and hands each snapshot to `onSnapshot`: on
 * first join, after every reconnect and whenever an event shows a gap in the room's sequence
 * numbers (client/lib/room-sequences.ts), so a screen that missed something catches up. The
 * snapshot's type follows from the room's name (shared/realtime/snapshots.ts). Stores merge a
 * snapshot by version, so a late snapshot never rolls back a newer record already shown.
 * Pass null to join nothing (e.g. while a date is not chosen). Several components may listen to
 * one room: the page joins it once and each gets the snapshot (client/lib/room-subscription.ts). A wall board
 * passes its own socket (`source`); everyone else uses the signed-in socket.
 */
export function useRoom<R extends string>(
  room: R | null,
  onSnapshot: (snapshot: RoomSnapshot<R>) => void,
  source: () => PortalSocket = getSocket,
): RoomStatus {
  return useRoomSubscription(room, 'room:join', onSnapshot as (snapshot: unknown) => void, source);
}

/**
 * Listens to `room`'s events without its snapshot (`room:watch`): for a screen that shows its
 * own data and only needs to know when to read it again (My day). Nothing of the room is read
 * or recorded as a look at it. `onResync` runs on each (re)join and gap, like a snapshot would.
 */
export function useRoomWatch(room: string | null, onResync: () => void): RoomStatus {
  return useRoomSubscription(room, 'room:watch', onResync, getSocket);
}

function useRoomSubscription(
  room: string | null,
  how: RoomHow,
  onSnapshot: (snapshot: unknown) => void,
  source: () => PortalSocket,
): RoomStatus {
  const [status, setStatus] = useState<RoomStatus>('joining');
  const handler = useRef(onSnapshot);
  handler.current = onSnapshot;

  useEffect(() => {
    if (!room) return;
    return listenToRoom(source(), how, room, {
      snapshot: (data) => handler.current(data),
      status: setStatus,
    });
  }, [room, how, source]);

  return status;
}
