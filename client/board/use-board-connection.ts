import { useEffect, useState } from 'react';
import { practiceNow } from '../lib/practice-clock';
import type { RoomStatus } from '../lib/use-room';

/** Without the server for this long, the board says it is offline (a blink is not news). */
export const OFFLINE_AFTER_MS = 5_000;

export type BoardConnection = { state: 'live' } | { state: 'offline'; since: Date };

/**
 * "Live" while the board's room is joined; "offline since" once it has not been for a few
 * seconds. The room rejoins by itself on reconnect (useRoom), which is how the board catches up.
 */
export function useBoardConnection(status: RoomStatus): BoardConnection {
  const [lostAt, setLostAt] = useState<Date | null>(null);
  const [shown, setShown] = useState(false);
  const live = status === 'live';
  useEffect(() => {
    if (live) {
      setLostAt(null);
      setShown(false);
      return;
    }
    const since = practiceNow();
    setLostAt((held) => held ?? since);
    const timer = setTimeout(() => setShown(true), OFFLINE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [live]);
  return shown && lostAt ? { state: 'offline', since: lostAt } : { state: 'live' };
}
