import { callDayKind } from '../../shared/call-day-kind.js';
import { addDays, datesBetween, datesOfMonth, isWeekend, monthOf } from '../../shared/dates.js';
import type { CallFillSettings } from '../../shared/schemas/call-suggestions.js';
import { CALL_SLOTS, type CallSlot } from '../../shared/schemas/call-slots.js';
import { OFFICE_NOTE_CLOSE } from '../../shared/schemas/office-closures.js';
import { eventWarnings } from '../../shared/schedule-rules.js';
import { bookedTimesBetween } from '../daily-schedule/daily-schedule.repository.js';
import type { Db } from '../db/connect.js';
import {
  callDayRules,
  findEntries,
  listEntries,
  listOfficeRecords,
  readOfficeHours,
  surgeonsOffOn,
} from '../scheduling/scheduling.queries.js';
import { listCallTakers } from '../users/physicians.repository.js';
import { preferencesBetween } from './call-preferences.repository.js';
import type { DayCells, FillProblem, YearCounts } from './engine/fill-problem.js';

/** The days either side of the month whose calls the rules look at (the 1st-call gap, the post-call day). */
const contextDays = (settings: CallFillSettings) => Math.max(settings.minDaysBetweenFirstCalls, 1);

/** The month as it stands, for the engine: who may take calls, what is saved, who is away, what the year holds. */
export async function loadFillProblem(
  db: Db,
  options: {
    month: string;
    scope?: string[];
    settings: CallFillSettings;
    fridayIsWeekend: boolean;
    seed: number;
    iterations: number;
  },
): Promise<FillProblem> {
  const { month, settings } = options;
  const dates = datesOfMonth(month);
  const [first, last] = [dates[0]!, dates.at(-1)!];
  const pad = contextDays(settings);
  const around = datesBetween(addDays(first, -pad), addDays(last, pad), dates.length + 2 * pad);
  const [yearFrom, yearTo] = [`${month.slice(0, 4)}-01-01`, `${month.slice(0, 4)}-12-31`];
  const [surgeons, saved, off, closures, rules, year, marked, events] = await Promise.all([
    listCallTakers(db),
    findEntries(db, around),
    surgeonsOffOn(db, dates),
    listOfficeRecords(db, OFFICE_NOTE_CLOSE, first, last),
    callDayRules(db, yearFrom, yearTo, options.fridayIsWeekend),
    listEntries(db, yearFrom, yearTo),
    preferencesBetween(db, first, last),
    bookedTimesBetween(db, first, last),
  ]);
  const closed = new Set(closures.map((record) => record.effective_date_start));
  const entries: Record<string, DayCells> = {};
  for (const entry of saved)
    entries[entry.date] = Object.fromEntries(CALL_SLOTS.map((slot) => [slot, entry[slot]])) as DayCells;
  const offByDate: Record<string, number[]> = {};
  for (const row of off) (offByDate[row.date] ??= []).push(row.surgeon_id);

  const yearOutsideMonth: Record<number, YearCounts> = {};
  for (const entry of year) {
    if (monthOf(entry.date) === month) continue;
    const kind = callDayKind(entry.date, rules);
    for (const [slot, count] of [
      ['surgeon_1st', 'first'],
      ['surgeon_2nd', 'second'],
    ] as const) {
      const id = entry[slot];
      if (id == null) continue;
      const counts = (yearOutsideMonth[id] ??= { first: 0, second: 0, weekend: 0, holiday: 0 });
      counts[count] += 1;
      if (kind !== 'weekday') counts[kind] += 1;
    }
  }
  const days = dates.map((date) => {
    const kind = callDayKind(date, rules);
    return {
      date,
      kind,
      closed: closed.has(date),
      office: !isWeekend(date) && kind !== 'holiday' && !closed.has(date),
    };
  });
  return {
    month,
    days,
    scope: options.scope ?? dates,
    surgeons,
    entries,
    off: offByDate,
    unavailable: marked.unavailable,
    preferNot: marked.prefer_not,
    booked: await bookedSessions(
      db,
      events,
      days.filter((day) => day.office).map((day) => day.date),
    ),
    yearOutsideMonth,
    settings,
    seed: options.seed,
    iterations: options.iterations,
  };
}

type BookedEvent = Awaited<ReturnType<typeof bookedTimesBetween>>[number];

/**
 * The office sessions each physician is booked elsewhere during, found with the calendar's own
 * rule (`eventWarnings`, its "booked inside their own office session" warning): each event is
 * asked what it would warn of were its surgeons to hold both sessions of its day.
 */
async function bookedSessions(
  db: Db,
  events: BookedEvent[],
  officeDays: string[],
): Promise<Record<string, { surgeon_id: number; slot: CallSlot }[]>> {
  const days = new Set(officeDays);
  const onOfficeDays = events.filter((event) => days.has(event.event_date));
  const hours = new Map(
    await Promise.all(
      [...new Set(onOfficeDays.map((event) => event.event_date))].map(
        async (date) => [date, await readOfficeHours(db, date)] as const,
      ),
    ),
  );
  const booked: Record<string, { surgeon_id: number; slot: CallSlot }[]> = {};
  for (const event of onOfficeDays) {
    const view = hours.get(event.event_date)!;
    for (const id of event.surgeon_id) {
      const day = {
        timeOff: [],
        ompm: { surgeon_o_am: id, surgeon_o_pm: id },
        officeHours: { am: view.am, pm: view.pm },
        closed: false,
      };
      for (const warning of eventWarnings({ ...event, surgeon_id: [id] }, day, String)) {
        if (warning.reason === 'office_session' && warning.slot)
          (booked[event.event_date] ??= []).push({ surgeon_id: id, slot: warning.slot });
      }
    }
  }
  return booked;
}
