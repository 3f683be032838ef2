import { useEffect, useRef } from 'react';
import type { ServerEventName, ServerEventPayload } from '../../shared/realtime/events.js';
import { getSocket, type PortalSocket } from './socket';

/** Calls `handler` for each `event` pushed while the component is mounted. */
export function useSocketEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
  source: () => PortalSocket = getSocket,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const socket = source();
    const listener = (payload: ServerEventPayload<E>) => latest.current(payload);
    socket.on(event, listener as never);
    return () => {
      socket.off(event, listener as never);
    };
  }, [event, source]);
}
