import { practiceTimeZone } from '../lib/practice-clock';
import { clockTime, useConnection, useDataMayBeStale } from '../lib/use-connection';
import { useOnline } from '../lib/use-online';
import './connection-state.css';

const LABELS = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…' } as const;

/**
 * The live channel's state in words: "Live", "Reconnecting…", "Offline since 04:29 PM", or "Saving
 * is paused…" while the server cannot reach its database (its pages still show, nothing saves). The top
 * bar shows it on every signed-in screen; any other live screen (a wall board) can place it.
 * A polite live region, so screen readers hear the change without being interrupted.
 */
export function ConnectionState() {
  const status = useConnection((state) => state.status);
  const offlineSince = useConnection((state) => state.offlineSince);
  const paused = useConnection((state) => state.database === 'unreachable');
  const shown = paused ? 'paused' : status;
  const text = paused
    ? 'Saving is paused: the server cannot reach its database'
    : status === 'offline' && offlineSince !== null
      ? `Offline since ${clockTime(offlineSince, practiceTimeZone())}`
      : LABELS[status === 'offline' ? 'reconnecting' : status];
  return (
    <span className={`connection-state ${shown}`} role="status" aria-live="polite" data-connection={shown}>
      <span className="connection-dot" aria-hidden="true" />
      {text}
    </span>
  );
}

/**
 * "Data may be out of date" once the connection has been down for a few seconds; place it
 * above the data of a live screen. Renders nothing while the data can be trusted.
 */
export function StaleDataNotice() {
  const stale = useDataMayBeStale();
  return (
    <div role="status" aria-live="polite" className="stale-data-slot">
      {stale && (
        <p className="banner stale-data">
          Connection lost: the data shown may be out of date. It updates by itself once the connection is back.
        </p>
      )}
    </div>
  );
}

/** Whether this page was opened with no network (the service worker's shell, with no data of the server). */
const openedOffline = typeof navigator !== 'undefined' && !navigator.onLine;

/** What the offline notice says: a page loaded online keeps what it showed; one opened offline has nothing. */
export const OFFLINE_WITH_DATA = 'You are offline; what is on screen is shown read-only and may be out of date.';
export const OFFLINE_WITHOUT_DATA =
  'You are offline; this page could not load its data: reload it once the connection is back.';

/**
 * "You are offline…" while the device has no network at all: the page on screen keeps what it
 * showed (nothing saves), and a page opened now is the app's shell from the service worker,
 * without the server's data (no answer of the API is ever cached), which the notice says. The top
 * bar shows it on every signed-in screen.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="offline-notice-slot">
      {!online && <p className="banner offline-notice">{openedOffline ? OFFLINE_WITHOUT_DATA : OFFLINE_WITH_DATA}</p>}
    </div>
  );
}
