import { useCallback, useState } from 'react';
import { rooms } from '../../shared/realtime/rooms.js';
import type { FamilyDay } from '../../shared/schemas/case-tracking.js';
import type { PortalSocket } from '../lib/socket';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';

/**
 * A family board's day: the family room's snapshot on every (re)join, then each whole family
 * day the server pushes. `generation` changes with the board's settings, so the room is joined
 * again; a new `date` (the practice's midnight) joins the new day's room.
 */
export function useFamilyDay(socket: PortalSocket, date: string, generation: number) {
  const [day, setDay] = useState<FamilyDay | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const source = useCallback(() => socket, [socket, generation]);
  const keep = useCallback((next: FamilyDay) => setDay(next.date === date ? next : null), [date]);
  useSocketEvent('family:day-changed', keep, source);
  const status = useRoom(rooms.familyDay(date), keep, source);
  return { day: day?.date === date ? day : null, status };
}
