import { formatTime12 } from '../../shared/dates.js';
import { zonedNow } from '../../shared/zoned-time.js';
import type { BoardConnection } from './use-board-connection';

/** "Live", or since when the board has been without the server (every board kind shows it so). */
export function BoardConnectionState({ connection, timeZone }: { connection: BoardConnection; timeZone: string }) {
  return connection.state === 'live' ? (
    <span className="board-connection live" role="status">
      Live
    </span>
  ) : (
    <span className="board-connection offline" role="status">
      Offline since {formatTime12(zonedNow(timeZone, connection.since).time)} — data may be out of date
    </span>
  );
}
