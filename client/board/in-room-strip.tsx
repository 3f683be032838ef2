import { MILESTONE_LABELS, hasReached } from '../../shared/case-tracking.js';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { useCaseProgressStore } from '../case-tracking/store';
import type { ScheduleDay } from '../daily-schedule/store';

interface InRoom {
  id: number;
  location: string;
  surgeon: string;
  step: string;
}

const isInRoom = (progress: CaseProgress | undefined): progress is CaseProgress =>
  Boolean(
    progress &&
    !progress.cancellation &&
    hasReached(progress.step, 'in_room') &&
    !hasReached(progress.step, 'out_of_room'),
  );

/** The cases in a room now, by location: the place, the primary surgeon and the step (never the patient). */
export function casesInRoom(day: ScheduleDay, cases: Record<number, CaseProgress>): InRoom[] {
  const found: InRoom[] = [];
  for (const [surgeonId, items] of Object.entries(day.data.surgeon_events)) {
    const surgeon = day.data.surgeons.find((person) => String(person.id) === surgeonId)?.name ?? '';
    for (const item of items) {
      const progress = cases[item.id];
      if (item.purpose !== 'Procedure' || item.surgeon_type !== 'P' || !isInRoom(progress)) continue;
      const location =
        (item.event_location === 'others' ? item.event_location_text : item.event_location) ?? 'No location';
      found.push({ id: item.id, location, surgeon, step: MILESTONE_LABELS[progress.step!] });
    }
  }
  return found.sort((a, b) => a.location.localeCompare(b.location) || a.surgeon.localeCompare(b.surgeon));
}

/** The strip at the board's top: who is in the room now, per location. */
export function InRoomStrip({ day }: { day: ScheduleDay }) {
  const cases = useCaseProgressStore((state) => state.cases);
  const inRoom = casesInRoom(day, cases);
  return (
    <section className="board-in-room" aria-labelledby="board-in-room-title">
      <h2 id="board-in-room-title">In room now</h2>
      {inRoom.length === 0 ? (
        <p className="board-in-room-none">No case in a room</p>
      ) : (
        <ul>
          {inRoom.map((entry) => (
            <li key={entry.id}>
              <span className="board-in-room-location">{entry.location}</span> {entry.surgeon} · {entry.step}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
