import { useCallback, useState } from 'react';
import { rooms } from '../../shared/realtime/rooms.js';
import { familyBoardOrder } from '../../shared/case-tracking.js';
import type { FamilyCaseChanged, FamilyDay } from '../../shared/schemas/case-tracking.js';
import type { PortalSocket } from '../lib/socket';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';

/** The day with one case's new status, ordered again (finished cases last, each part by start time). */
export function withCaseChanged(day: FamilyDay, change: FamilyCaseChanged): FamilyDay {
  const { date: _date, case_code, ...status } = change;
  const cases = day.cases
    .map((one) => (one.case_code === case_code ? { ...one, ...status } : one))
    .sort((a, b) => a.position - b.position);
  return { ...day, cases: familyBoardOrder(cases) };
}

/**
 * A family board's day: the family room's snapshot on every (re)join, then each whole family
 * day the server pushes, and each case's change of stage. `generation` changes with the board's settings, so the room is joined
 * again; a new `date` (the practice's midnight) joins the new day's room.
 */
export function useFamilyDay(socket: PortalSocket, date: string, generation: number) {
  const [day, setDay] = useState<FamilyDay | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const source = useCallback(() => socket, [socket, generation]);
  const keep = useCallback((next: FamilyDay) => setDay(next.date === date ? next : null), [date]);
  useSocketEvent('family:day-changed', keep, source);
  useSocketEvent(
    'family:case-changed',
    (change) => setDay((held) => (held && held.date === change.date ? withCaseChanged(held, change) : held)),
    source,
  );
  const status = useRoom(rooms.familyDay(date), keep, source);
  return { day: day?.date === date ? day : null, status };
}
