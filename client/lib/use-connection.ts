import { create } from 'zustand';

/**
 * The state of the one socket, for any screen to show (client/ui/connection-state.tsx) and
 * for screens with live data to warn that it may be out of date.
 *
 * - connecting: signed in, the first connection is not up yet
 * - live: connected; rooms receive their events
 * - reconnecting: the connection dropped less than STALE_AFTER_MS ago and is being retried
 * - offline: it has been down for longer (still retried); `offlineSince` says since when
 *
 * Fed by trackConnection(socket) (client/lib/socket.ts calls it once); generic, so any live
 * screen (a wall board too) can read it with `useConnection((state) => state.status)`.
 */
export type ConnectionStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
  /** When the connection was lost (ms since epoch), null while live. */
  offlineSince: number | null;
  /** The practice time zone, when known, for "Offline since HH:mm" (else the device's). */
}

/** After this long without a connection, data on screen may be out of date. */
export const STALE_AFTER_MS = 5_000;

export const useConnection = create<ConnectionState>(() => ({ status: 'connecting', offlineSince: null }));

let staleTimer: ReturnType<typeof setTimeout> | undefined;

export function connectionUp(): void {
  clearTimeout(staleTimer);
  useConnection.setState({ status: 'live', offlineSince: null });
}

export function connectionDown(now = Date.now()): void {
  const { status, offlineSince } = useConnection.getState();
  if (status === 'reconnecting' || status === 'offline') return;
  const since = offlineSince ?? now;
  useConnection.setState({ status: 'reconnecting', offlineSince: since });
  clearTimeout(staleTimer);
  staleTimer = setTimeout(
    () => {
      if (useConnection.getState().status === 'reconnecting') useConnection.setState({ status: 'offline' });
    },
    Math.max(0, since + STALE_AFTER_MS - now),
  );
}

/** Signed out: back to the first state, no timer left behind. */
export function connectionReset(): void {
  clearTimeout(staleTimer);
  useConnection.setState({ status: 'connecting', offlineSince: null });
}

/** True once the connection has been down long enough that shown data may be stale. */
export const useDataMayBeStale = (): boolean => useConnection((state) => state.status === 'offline');

/** "HH:mm" of `ms` in `timeZone` (the device's when undefined). */
export function clockTime(ms: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    ms,
  );
}

interface ConnectionEvents {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
  on(event: 'connect_error', listener: () => void): unknown;
}

/** Feeds the store from a socket.io client socket. */
export function trackConnection(socket: ConnectionEvents): void {
  connectionReset();
  socket.on('connect', () => connectionUp());
  socket.on('disconnect', () => connectionDown());
  // A first connection that fails counts as offline from that moment.
  socket.on('connect_error', () => connectionDown());
}
