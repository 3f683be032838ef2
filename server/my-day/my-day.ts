import { addDays } from '../../shared/dates.js';
import type { RoomSnapshotParts } from '../../shared/realtime/snapshots.js';
import type { MyCase, MyDayPart, MyDayResponse, OnCallPerson } from '../../shared/schemas/my-day.js';
import { caseCodesOf } from '../case-tracking/case-codes.repository.js';
import { toCaseProgress } from '../case-tracking/case-tracking.repository.js';
import type { Db } from '../db/connect.js';
import { nextTimeOffOf } from '../scheduling/scheduling.queries.js';
import { findPhysicians } from '../users/physicians.repository.js';

/** The day read model: a day as its room's snapshot holds it (server/realtime/room-snapshots.ts). */
export type DayReader = (date: string) => Promise<RoomSnapshotParts['day']>;

/** My part of a day: my calls, and my cases with their progress (a case nothing was recorded for starts at version 0). */
async function dayOf(db: Db, day: RoomSnapshotParts['day'], userId: number, date: string): Promise<MyDayPart> {
  const items = day['daily-schedule'].surgeon_events[String(userId)] ?? [];
  const recorded = day['case-tracking'].cases;
  const unrecorded = items.filter((item) => item.purpose === 'Procedure' && !recorded[String(item.id)]);
  const codes = await caseCodesOf(db, unrecorded);
  const progressOf = (item: (typeof items)[number]) => {
    if (item.purpose !== 'Procedure') return null;
    return recorded[String(item.id)] ?? toCaseProgress(item, codes.get(item.id)!, undefined, []);
  };
  const cases: MyCase[] = items.map((item) => ({
    id: item.id,
    purpose: item.purpose,
    start_time: item.start_time,
    end_time: item.end_time,
    procedure: item.purpose === 'Procedure' ? item.procedure : null,
    location: item.event_location_text ?? item.event_location,
    progress: progressOf(item),
  }));
  const overlay = day['call-calendar'];
  return {
    date,
    calls: overlay.surgeonsRole.filter((r) => r.id === userId).map((r) => r.role),
    cases,
    holiday: overlay.holiday,
  };
}

/**
 * What a person wants to know between cases, in one answer: my calls and cases (with their
 * progress) today and tomorrow, my next time off, who is on call. The days are read from the
 * same read model as the day rooms and the boards (`readDay`).
 */
export async function readMyDay(db: Db, readDay: DayReader, userId: number, today: string): Promise<MyDayResponse> {
  const tomorrow = addDays(today, 1);
  const [todayDay, tomorrowDay, timeOff] = await Promise.all([
    readDay(today),
    readDay(tomorrow),
    nextTimeOffOf(db, userId, today),
  ]);
  const roles = todayDay['call-calendar'].surgeonsRole;
  const holder = (role: string) => roles.find((r) => r.role === role)?.id;
  const ids = [holder('1st'), holder('2nd')].filter((id): id is number => id !== undefined);
  const [todayPart, tomorrowPart, people] = await Promise.all([
    dayOf(db, todayDay, userId, today),
    dayOf(db, tomorrowDay, userId, tomorrow),
    findPhysicians(db, ids),
  ]);
  const person = (id: number | undefined): OnCallPerson | null => {
    const found = id === undefined ? undefined : people.get(id);
    return found ? { id: found.id, name: found.name, initial: found.initial } : null;
  };
  return {
    today: todayPart,
    tomorrow: tomorrowPart,
    nextTimeOff: timeOff && {
      vacation_type: timeOff.record.vacation_type,
      ...runAround(timeOff.record.vacation_dates, timeOff.date),
    },
    onCall: { first: person(holder('1st')), second: person(holder('2nd')) },
  };
}

/** The run of consecutive dates that starts at `first`. */
function runAround(dates: string[], first: string): { from: string; to: string } {
  let to = first;
  for (let step = 0; step < dates.length && dates.includes(addDays(to, 1)); step += 1) to = addDays(to, 1);
  return { from: first, to };
}
