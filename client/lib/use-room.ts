import { useEffect, useRef, useState } from 'react';
import { ROOM_JOIN_LIMITED } from '../../shared/realtime/events.js';
import type { RoomJoinAck, RoomSnapshot } from '../../shared/realtime/snapshots.js';
import { onRoomResync, roomJoined, roomJoinStarted, roomLeft } from './room-sequences';
import { getSocket, type PortalSocket } from './socket';

export type RoomStatus = 'joining' | 'live' | 'offline' | 'refused';

/** How many mounted components listen to each room: the socket leaves only when none does. */
const listeners = new Map<string, number>();

/**
 * Joins `room` while the component is mounted and hands each snapshot to `onSnapshot`: on
 * first join, after every reconnect and whenever an event shows a gap in the room's sequence
 * numbers (client/lib/room-sequences.ts), so a screen that missed something catches up. The
 * snapshot's type follows from the room's name (shared/realtime/snapshots.ts). Stores merge a
 * snapshot by version, so a late snapshot never rolls back a newer record already shown.
 * Pass null to join nothing (e.g. while a date is not chosen). Several components may listen to
 * one room (each gets its snapshot: joining twice is harmless on the server). A wall board
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
  how: 'room:join' | 'room:watch',
  onSnapshot: (snapshot: unknown) => void,
  source: () => PortalSocket,
): RoomStatus {
  const [status, setStatus] = useState<RoomStatus>('joining');
  const handler = useRef(onSnapshot);
  handler.current = onSnapshot;

  useEffect(() => {
    if (!room) return;
    const socket = source();
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    listeners.set(room, (listeners.get(room) ?? 0) + 1);
    const join = () => {
      if (!socket.connected) return; // the next 'connect' joins
      roomJoinStarted(room);
      const joined = (result: RoomJoinAck) => {
        if (!active || !result.ok) {
          roomJoined(room, null, null);
          if (!active) return;
          // Too many joins at once (the server's per-socket limit): the room is asked for again.
          if (!result.ok && result.error === ROOM_JOIN_LIMITED) retry = setTimeout(join, 1_000 + Math.random() * 1_000);
          else setStatus('refused');
          return;
        }
        // The server reads this room's snapshot with the reader shared/realtime/snapshots.ts types.
        roomJoined(room, result.seq, () => handler.current(result.data));
        setStatus('live');
      };
      if (how === 'room:join') socket.emit('room:join', room, joined);
      else socket.emit('room:watch', room, joined);
    };
    const connected = () => {
      setStatus('joining');
      join();
    };
    const offline = () => active && setStatus('offline');
    socket.on('connect', connected);
    socket.on('disconnect', offline);
    const stopResync = onRoomResync(room, join);
    if (socket.connected) connected();
    return () => {
      active = false;
      clearTimeout(retry);
      stopResync();
      socket.off('connect', connected);
      socket.off('disconnect', offline);
      const remaining = (listeners.get(room) ?? 1) - 1;
      if (remaining > 0) return void listeners.set(room, remaining);
      listeners.delete(room);
      roomLeft(room);
      if (socket.connected) socket.emit('room:leave', room);
    };
  }, [room, how, source]);

  return status;
}
