import { parseRoom, rooms } from '../../shared/realtime/rooms.js';
import type { PracticeClock } from '../../shared/practice-clock.js';
import type { Publisher } from '../realtime/publisher.js';
import type { PortalSocketServer } from '../realtime/portal-socket.js';
import { watchedRooms } from '../realtime/watched-rooms.js';
import { familyBoardDates, type FamilyDayReader } from './family-day.js';

/** The day events that can change what a family board shows: the cases themselves and their progress. */
const FAMILY_DAY_EVENTS: readonly string[] = ['event:upserted', 'event:removed', 'case:progress'];

export interface FamilyMirrorDeps {
  publisher: Publisher;
  io: PortalSocketServer;
  readFamilyDay: FamilyDayReader;
  clock: PracticeClock;
  log: (error: unknown) => void;
}

/**
 * After a change to a day a family board may follow (today), the family day is read again from
 * the day room's snapshot and sent whole to the family room, when somebody may be in it. The
 * family day is rebuilt rather than the event forwarded, so no field of the event ever reaches
 * the room. Reads of one date run one at a time and a burst of changes costs one more read,
 * so a slower earlier read never overwrites a later one on the board.
 */
export function mirrorDaysToFamilyBoards({ publisher, io, readFamilyDay, clock, log }: FamilyMirrorDeps): void {
  const watched = watchedRooms(io);
  const running = new Map<string, { again: boolean }>();

  const refresh = async (date: string): Promise<void> => {
    const room = rooms.familyDay(date);
    do {
      running.get(date)!.again = false;
      if (!watched.mayHaveMembers(room)) continue;
      try {
        publisher.publish(room, 'family:day-changed', await readFamilyDay(date));
      } catch (error) {
        log(error);
      }
    } while (running.get(date)!.again);
    running.delete(date);
  };

  publisher.addMirror((name, event) => {
    const parsed = parseRoom(name);
    if (parsed?.kind !== 'day' || !FAMILY_DAY_EVENTS.includes(event)) return;
    if (!familyBoardDates(clock).includes(parsed.date)) return;
    const held = running.get(parsed.date);
    if (held) return void (held.again = true);
    if (!watched.mayHaveMembers(rooms.familyDay(parsed.date))) return;
    running.set(parsed.date, { again: false });
    void refresh(parsed.date);
  });
}
