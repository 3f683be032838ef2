import { addDays } from '../../shared/dates.js';
import type { MyCase, MyDayPart, MyDayResponse, OnCallPerson } from '../../shared/schemas/my-day.js';
import { nextTimeOffOf, readCallDayOverlay } from '../scheduling/scheduling.queries.js';
import { readDayWithoutRoles } from '../daily-schedule/day-data.js';
import type { Db } from '../db/connect.js';
import { findPhysicians } from '../users/physicians.repository.js';

async function dayOf(db: Db, userId: number, date: string) {
  const [grid, overlay] = await Promise.all([readDayWithoutRoles(db, date), readCallDayOverlay(db, date)]);
  const cases: MyCase[] = (grid.surgeon_events[String(userId)] ?? []).map((item) => ({
    id: item.id,
    purpose: item.purpose,
    start_time: item.start_time,
    end_time: item.end_time,
    procedure: item.purpose === 'Procedure' ? item.procedure : null,
    location: item.event_location_text ?? item.event_location,
  }));
  const part: MyDayPart = {
    date,
    calls: overlay.surgeonsRole.filter((r) => r.id === userId).map((r) => r.role),
    cases,
    holiday: overlay.holiday,
  };
  return { part, roles: overlay.surgeonsRole };
}

/** What a person wants to know between cases: my calls and cases today and tomorrow, my next time off, who is on call. */
export async function readMyDay(db: Db, userId: number, today: string): Promise<MyDayResponse> {
  const [todayPart, tomorrowPart, timeOff] = await Promise.all([
    dayOf(db, userId, today),
    dayOf(db, userId, addDays(today, 1)),
    nextTimeOffOf(db, userId, today),
  ]);
  const holder = (role: string) => todayPart.roles.find((r) => r.role === role)?.id;
  const ids = [holder('1st'), holder('2nd')].filter((id): id is number => id !== undefined);
  const people = await findPhysicians(db, ids);
  const person = (id: number | undefined): OnCallPerson | null => {
    const found = id === undefined ? undefined : people.get(id);
    return found ? { id: found.id, name: found.name, initial: found.initial } : null;
  };
  return {
    today: todayPart.part,
    tomorrow: tomorrowPart.part,
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
