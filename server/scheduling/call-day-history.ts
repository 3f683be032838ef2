import { z } from 'zod';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { LOOK_ACTIONS } from '../../shared/schemas/audit.js';
import { OFFICE_NOTE_CLOSE } from '../../shared/schemas/office-closures.js';
import { removedDate } from '../../shared/time-off-removal.js';
import type { Db } from '../db/connect.js';
import { historyOf, toAuditEntry } from '../audit/audit.repository.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Areas whose records are not keyed by the day but change what a call-calendar day holds. */
const DAY_AREAS = ['time-off', 'office-closures'] as const;

type Sides = { before: unknown; after: unknown };
const timeOffSchema = z.object({ vacation_dates: z.array(z.string()) });
const datesOf = (side: unknown): string[] => timeOffSchema.safeParse(side).data?.vacation_dates ?? [];
const officeRecordSchema = z.object({ effective_date_start: z.string(), note: z.string() });

/** Whether a time-off or closure entry added or removed something on `date` (not just names it). */
function concernsDay(entry: Sides & { area: string; action: string }, date: string): boolean {
  if (entry.area === 'office-closures') {
    // The same table holds block-time effective dates (note "BlockTime"): not a closure, not the day's.
    const record = officeRecordSchema.safeParse(entry.before ?? entry.after).data;
    return record?.note === OFFICE_NOTE_CLOSE && record.effective_date_start === date;
  }
  if (entry.action === 'remove-date') return removedDate(entry) === date;
  return datesOf(entry.after).includes(date) && !datesOf(entry.before).includes(date);
}

/**
 * A call-calendar day's History: its own entries, the time off and office closures added or
 * removed on that day (their records are keyed by id, a range of days, so they are found by the
 * date their JSON names), and office hours changed from that day, newest first.
 */
export async function callDayHistoryOf(db: Db, date: string): Promise<AuditEntry[]> {
  const own = await historyOf(db, ['call-calendar'], date);
  if (!ISO_DATE.test(date)) return own;
  const named = `%"${date}"%`;
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('area', 'in', DAY_AREAS)
    .where('action', 'not in', [...LOOK_ACTIONS])
    .where((eb) => eb.or([eb('before', 'like', named), eb('after', 'like', named)]))
    .execute();
  const related = rows.map(toAuditEntry).filter((entry) => concernsDay(entry, date));
  // Office hours are kept per period from an effective date: the day's are those starting on it.
  const hours = await historyOf(db, ['office-hours'], `AM-${date}`);
  const pmHours = await historyOf(db, ['office-hours'], `PM-${date}`);
  // Filtered before any limit: an entry of a long absence names every one of its days.
  return [...own, ...related, ...hours, ...pmHours]
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
    .slice(0, 200);
}
