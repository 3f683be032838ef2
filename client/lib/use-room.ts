import { useEffect, useRef, useState } from 'react';
import type { Ack } from '../../shared/realtime/ack.js';
import { getSocket, type PortalSocket } from './socket';

export type RoomStatus = 'joining' | 'live' | 'offline' | 'refused';

/** How many mounted components listen to each room: the socket leaves only when none does. */
const listeners = new Map<string, number>();

/**
 * Joins `room` while the component is mounted and hands each snapshot to `onSnapshot`: on
 * first join and again after every reconnect, so a screen that was offline catches up.
 * Pass null to join nothing (e.g. while a date is not chosen). Several components may listen to
 * one room (each gets its snapshot: joining twice is harmless on the server). A wall board
 * passes its own socket (`source`); everyone else uses the signed-in socket.
 */
export function useRoom(
  room: string | null,
  onSnapshot: (snapshot: Record<string, unknown>) => void,
  source: () => PortalSocket = getSocket,
): RoomStatus {
  const [status, setStatus] = useState<RoomStatus>('joining');
  const handler = useRef(onSnapshot);
  handler.current = onSnapshot;

  useEffect(() => {
    if (!room) return;
    const socket = source();
    let active = true;
    listeners.set(room, (listeners.get(room) ?? 0) + 1);
    const join = () => {
      setStatus('joining');
      socket.emit('room:join', room, (result: Ack<unknown>) => {
        if (!active) return;
        if (!result.ok) return setStatus('refused');
        handler.current(result.data as Record<string, unknown>);
        setStatus('live');
      });
    };
    const offline = () => active && setStatus('offline');
    socket.on('connect', join);
    socket.on('disconnect', offline);
    if (socket.connected) join();
    return () => {
      active = false;
      socket.off('connect', join);
      socket.off('disconnect', offline);
      const remaining = (listeners.get(room) ?? 1) - 1;
      if (remaining > 0) return void listeners.set(room, remaining);
      listeners.delete(room);
      if (socket.connected) socket.emit('room:leave', room);
    };
  }, [room, source]);

  return status;
}
