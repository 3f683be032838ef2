import { callDayKind } from '../../shared/call-day-kind.js';
import type { SurgeonCallCount, SurgeonVacationStatus } from '../../shared/schemas/call-calendar.js';
import { TYPES_COUNTED_AS_VACATION } from '../../shared/schemas/call-calendar-time-off.js';
import type { Db } from '../db/connect.js';
import { listEntries } from './call-entries.repository.js';
import { callDayRules } from './holidays.repository.js';
import { listActiveSurgeons } from '../users/physicians.repository.js';

/**
 * 1st, 2nd and weekend calls per active surgeon over [from, to], counted from the saved days.
 * 1st and 2nd count every day of the range. A weekend call is a 1st or 2nd call on a day the
 * practice's call-day rule (`callDayKind`, the fairness ledger's rule too) counts as weekend: a
 * practice holiday is not one, a Friday is when Friday night counts. Counted once per day.
 */
export async function callCounts(
  db: Db,
  from: string,
  to: string,
  fridayIsWeekend: boolean,
): Promise<SurgeonCallCount[]> {
  const [surgeons, entries, rules] = await Promise.all([
    listActiveSurgeons(db),
    listEntries(db, from, to),
    callDayRules(db, from, to, fridayIsWeekend),
  ]);
  const counts = new Map(
    surgeons.map((s) => [s.id, { ...s, surgeon_1st_count: 0, surgeon_2nd_count: 0, weekend_count: 0 }]),
  );
  for (const entry of entries) {
    const first = entry.surgeon_1st === null ? undefined : counts.get(entry.surgeon_1st);
    const second = entry.surgeon_2nd === null ? undefined : counts.get(entry.surgeon_2nd);
    if (first) first.surgeon_1st_count += 1;
    if (second) second.surgeon_2nd_count += 1;
    if (callDayKind(entry.date, rules) === 'weekend') {
      for (const row of new Set([first, second])) if (row) row.weekend_count += 1;
    }
  }
  return [...counts.values()];
}

/**
 * Allowed (the user's allowed_vacation), taken (dates of vacation-type time off in the year)
 * and remaining (allowed − taken, may go below zero) per active surgeon.
 */
export async function vacationStatus(db: Db, year: number): Promise<SurgeonVacationStatus[]> {
  const [surgeons, allowed, taken] = await Promise.all([
    listActiveSurgeons(db),
    db.selectFrom('users').select(['id', 'allowed_vacation']).execute(),
    db
      .selectFrom('time_off_dates')
      .innerJoin('time_off', 'time_off.id', 'time_off_dates.time_off_id')
      .select(['time_off_dates.surgeon_id', (eb) => eb.fn.countAll<number>().as('taken')])
      .where('time_off.vacation_type', 'in', [...TYPES_COUNTED_AS_VACATION])
      .where('time_off_dates.date', '>=', `${year}-01-01`)
      .where('time_off_dates.date', '<=', `${year}-12-31`)
      .groupBy('time_off_dates.surgeon_id')
      .execute(),
  ]);
  const allowedById = new Map(allowed.map((row) => [row.id, row.allowed_vacation]));
  const takenById = new Map(taken.map((row) => [row.surgeon_id, Number(row.taken)]));
  return surgeons.map((surgeon) => {
    const allowedDays = allowedById.get(surgeon.id) ?? 0;
    const takenDays = takenById.get(surgeon.id) ?? 0;
    return {
      ...surgeon,
      allowed_vacation: allowedDays,
      taken_vacation: takenDays,
      remaining_vacation: allowedDays - takenDays,
    };
  });
}
