import { addDays, isWeekend, parseIsoDate, toIsoDate } from '../../shared/dates.js';
import { slotsOfDay } from '../../shared/schemas/call-calendar.js';
import { OFFICE_NOTE_CLOSE } from '../../shared/schemas/office-closures.js';
import type { Db } from '../db/connect.js';
import type { SeedContext } from '../db/seed-context.js';
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
  const date = parseIsoDate(today);
  let day = toIsoDate(new Date(date.getFullYear(), date.getMonth() + 1, 0));
  while (isWeekend(day) || day === today) day = addDays(day, -1);
  return day;
}

/** A full year of call (Jan 1–Dec 31 of today's year), several time-off records and one closure. */
export async function seedCallCalendar(db: Db, context: SeedContext): Promise<void> {
  const physicians = context.physicianIds;
  if (physicians.length === 0) return;
  const now = new Date().toISOString();
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

  const year = context.today.slice(0, 4);
  const closed = closureDate(context.today);
  const rows = expandRange(`${year}-01-01`, `${year}-12-31`).map((date, dayIndex) => {
    const available = physicians.filter((id) => !off.has(`${date}/${id}`));
    const pick = (offset: number) => available[(dayIndex + offset) % available.length] ?? null;
    // A closed office has no sessions (schedule rules).
    const slots = date === closed ? [] : slotsOfDay(date);
    return {
      date,
      surgeon_1st: pick(0),
      surgeon_2nd: pick(1),
      surgeon_o_am: slots.includes('surgeon_o_am') ? pick(2) : null,
      surgeon_o_pm: slots.includes('surgeon_o_pm') ? pick(3) : null,
      ...audit,
    };
  });
  for (let start = 0; start < rows.length; start += 100)
    await db
      .insertInto('call_entries')
      .values(rows.slice(start, start + 100))
      .execute();

  await db
    .insertInto('office_closures')
    .values({ effective_date_start: closed, note: OFFICE_NOTE_CLOSE, ...audit })
    .execute();
}
