import { create } from 'zustand';
import type { DatabaseState, HandshakeRefusal, ServerStatus } from '../../shared/realtime/events.js';
import { formatTime12 } from '../../shared/dates.js';
import { practiceNow } from './practice-clock';

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
  /** 'unreachable' while the server says it cannot reach its database: nothing can be saved. */
  database: DatabaseState;
  /** The practice time zone, when known, for "Offline since 04:29 PM" (else the device's). */
}

/** After this long without a connection, data on screen may be out of date. */
export const STALE_AFTER_MS = 5_000;

export const useConnection = create<ConnectionState>(() => ({
  status: 'connecting',
  offlineSince: null,
  database: 'ok',
}));

let staleTimer: ReturnType<typeof setTimeout> | undefined;

export function connectionUp(): void {
  clearTimeout(staleTimer);
  useConnection.setState({ status: 'live', offlineSince: null });
}

export function connectionDown(now = practiceNow().getTime()): void {
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
  useConnection.setState({ status: 'connecting', offlineSince: null, database: 'ok' });
}

/** What the server says of its database (an event, or the reason it refused a connection). */
export function databaseState(database: DatabaseState): void {
  useConnection.setState({ database });
}

/** True once the connection has been down long enough that shown data may be stale. */
export const useDataMayBeStale = (): boolean => useConnection((state) => state.status === 'offline');

/** The time of `ms` in `timeZone` (the device's when undefined), in the portal's one format: "04:29 PM". */
export function clockTime(ms: number, timeZone?: string): string {
  const hhmm = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  return formatTime12(hhmm.format(ms));
}

interface ConnectionEvents {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
  on(event: 'connect_error', listener: (error: Error & { data?: HandshakeRefusal }) => void): unknown;
  on(event: 'server:status', listener: (status: ServerStatus) => void): unknown;
}

/** Feeds the store from a socket.io client socket. */
export function trackConnection(socket: ConnectionEvents): void {
  connectionReset();
  // The server says so right after connecting when its database is unreachable.
  socket.on('connect', () => {
    connectionUp();
    databaseState('ok');
  });
  socket.on('server:status', (status) => databaseState(status.database));
  socket.on('disconnect', () => {
    connectionDown();
    databaseState('ok'); // unknown: the server itself may be gone
  });
  // A first connection that fails counts as offline from that moment.
  socket.on('connect_error', (error) => {
    connectionDown();
    databaseState(error.data?.database ?? 'ok');
  });
}
