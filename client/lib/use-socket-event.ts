import { useEffect, useRef } from 'react';
import type { ServerEventName, ServerEventPayload } from '../../shared/realtime/events.js';
import { deferWhileJoining, isFreshEvent } from './room-sequences';
import { getSocket, type PortalSocket } from './socket';

/**
 * Calls `handler` for each `event` pushed on `socket`, except a room event the client has already
 * covered (its sequence number is at or below the last one seen). One that comes while its room is
 * being (re)joined is applied after the snapshot. Answers the listener's removal.
 */
export function onFreshEvent<E extends ServerEventName>(
  socket: PortalSocket,
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
): () => void {
  const listener = (payload: ServerEventPayload<E>, meta?: unknown) => {
    if (!isFreshEvent(meta)) return;
    if (!deferWhileJoining(meta, () => handler(payload))) handler(payload);
  };
  socket.on(event, listener as never);
  return () => {
    socket.off(event, listener as never);
  };
}

/** Calls `handler` for each fresh `event` (see onFreshEvent) while the component is mounted. */
export function useSocketEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
  source: () => PortalSocket = getSocket,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onFreshEvent(source(), event, (payload) => latest.current(payload)), [event, source]);
}
