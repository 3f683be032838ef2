import { parseRoom, rooms } from '../../shared/realtime/rooms.js';
import type { PracticeClock } from '../../shared/practice-clock.js';
import type { Publisher } from '../realtime/publisher.js';
import type { PortalSocketServer } from '../realtime/portal-socket.js';
import { watchedRooms } from '../realtime/watched-rooms.js';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { familyBoardDates, familyStatusOf, type FamilyDayReader } from './family-day.js';

/** The day events that change which cases a family board shows, or their surgeons or order. */
const FAMILY_DAY_EVENTS: readonly string[] = ['event:upserted', 'event:removed'];

export interface FamilyMirrorDeps {
  publisher: Publisher;
  io: PortalSocketServer;
  readFamilyDay: FamilyDayReader;
  clock: PracticeClock;
  log: (error: unknown) => void;
}

/**
 * After a change to a day a family board may follow (today), when somebody may be in its family
 * room. A case's progress is sent as that case's new status alone, built from the event with
 * nothing read (`family:case-changed`). A change to the cases themselves has the family day read
 * again from the day room's snapshot and sent whole. Either way the family's view is rebuilt
 * field by field rather than the event forwarded, so no other field of it reaches the room.
 * Reads of one date run one at a time and a burst of changes costs one more read, so a slower
 * earlier read never overwrites a later one on the board.
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

  publisher.addMirror((name, event, payload) => {
    const parsed = parseRoom(name);
    if (parsed?.kind !== 'day' || !familyBoardDates(clock).includes(parsed.date)) return;
    const progress = event === 'case:progress' ? (payload as CaseProgress) : null;
    if (progress?.case_code) {
      const room = rooms.familyDay(parsed.date);
      if (!watched.mayHaveMembers(room)) return;
      const change = { date: parsed.date, case_code: progress.case_code, ...familyStatusOf(progress) };
      publisher.publish(room, 'family:case-changed', change);
      // A whole day being read may have been read before this change: it is read once more.
      const held = running.get(parsed.date);
      if (held) held.again = true;
      return;
    }
    // A case without its code yet is given one by the whole day's read.
    if (!progress && !FAMILY_DAY_EVENTS.includes(event)) return;
    const held = running.get(parsed.date);
    if (held) return void (held.again = true);
    if (!watched.mayHaveMembers(rooms.familyDay(parsed.date))) return;
    running.set(parsed.date, { again: false });
    void refresh(parsed.date);
  });
}
