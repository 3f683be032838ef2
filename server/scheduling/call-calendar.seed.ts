import { seedPendingSwap } from '../call-requests/call-requests.seed.js';
import { addDays, addMonths, datesBetween, isWeekend, monthOf } from '../../shared/dates.js';
import { slotsOfDay } from '../../shared/schemas/call-calendar.js';
import { OFFICE_NOTE_CLOSE } from '../../shared/schemas/office-closures.js';
import type { Db } from '../db/connect.js';
import type { SeedContext } from '../db/seed-context.js';
import { monthRange } from './month-range.js';
import { expandRange } from './time-off.service.js';

/** Time off relative to today: [physician index, type, first day offset, last day offset]. */
const TIME_OFF: [number, string, number, number][] = [
  [0, 'Vac.', 9, 13],
  [1, 'CME.', 2, 3],
  [2, 'Sick.', -3, -2],
  [3, 'Holiday', 24, 24],
  [4, 'Vac.', -40, -36],
  [1, 'Maternity', 60, 74],
];

/** The last weekday of today's month that is not today: the demo's office closure. */
function closureDate(today: string): string {
  let day = monthRange(monthOf(today)).to;
  // At most a weekend and today stand in the way: three steps back, never more than a week.
  for (let step = 0; step < 7 && (isWeekend(day) || day === today); step += 1) day = addDays(day, -1);
  return day;
}

/** The seeded range is at most this long: a year and a month. */
const SEEDED_DAYS = 366 + 31;

/** Jan 1 of today's year to Dec 31, or to the end of next month when that is later (the dashboard looks that far). */
function seededRange(today: string): { from: string; to: string } {
  const year = today.slice(0, 4);
  const endOfNextMonth = monthRange(addMonths(monthOf(today), 1)).to;
  return { from: `${year}-01-01`, to: endOfNextMonth > `${year}-12-31` ? endOfNextMonth : `${year}-12-31` };
}

/**
 * The demo's call, obeying the portal's own rules: nobody on call on a day off, never 1st call
 * two days running, 1st call never in the office, and every slot a day needs held (no gaps).
 * Surgeons take turns; each slot goes to the next one in turn who may hold it.
 */
export function callRows(physicians: number[], off: Set<string>, closed: string, today: string) {
  const { from, to } = seededRange(today);
  const dates = datesBetween(from, to, SEEDED_DAYS);
  let previousFirst: number | null = null;
  return dates.map((date, dayIndex) => {
    const available = physicians.filter((id) => !off.has(`${date}/${id}`));
    const turn = available.map((_, index) => available[(dayIndex + index) % available.length]!);
    const first = turn.find((id) => id !== previousFirst) ?? null;
    previousFirst = first;
    const others = turn.filter((id) => id !== first);
    const other = (index: number) => (others.length > 0 ? others[index % others.length]! : null);
    // A closed office has no sessions (schedule rules).
    const slots = date === closed ? [] : slotsOfDay(date);
    return {
      date,
      surgeon_1st: first,
      surgeon_2nd: other(0),
      surgeon_o_am: slots.includes('surgeon_o_am') ? other(1) : null,
      surgeon_o_pm: slots.includes('surgeon_o_pm') ? other(2) : null,
    };
  });
}

/** A year of call (seededRange), several time-off records and one closure. */
export async function seedCallCalendar(db: Db, context: SeedContext): Promise<void> {
  const physicians = context.physicianIds;
  if (physicians.length === 0) return;
  const now = context.now;
  const audit = { create_by: null, update_by: null, created_at: now, updated_at: now, version: 1 };

  const off = new Set<string>();
  for (const [index, type, first, last] of TIME_OFF) {
    const surgeonId = physicians[index % physicians.length]!;
    const dates = expandRange(addDays(context.today, first), addDays(context.today, last));
    const { id } = await db
      .insertInto('time_off')
      .values({ surgeon_id: surgeonId, vacation_type: type, ...audit })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('time_off_dates')
      .values(dates.map((date) => ({ time_off_id: id, surgeon_id: surgeonId, date })))
      .execute();
    for (const date of dates) off.add(`${date}/${surgeonId}`);
  }

  const closed = closureDate(context.today);
  const rows = callRows(physicians, off, closed, context.today).map((row) => ({ ...row, ...audit }));
  for (let start = 0; start < rows.length; start += 100)
    await db
      .insertInto('call_entries')
      .values(rows.slice(start, start + 100))
      .execute();

  await db
    .insertInto('office_closures')
    .values({ effective_date_start: closed, note: OFFICE_NOTE_CLOSE, ...audit })
    .execute();
  await seedPendingSwap(db, context, rows);
}
