import { uncoveredSlots } from '../../shared/coverage.js';
import { CALL_SLOTS, SLOT_LABELS } from '../../shared/schemas/call-calendar.js';
import type { CallDayOverlay, SurgeonDayRole } from '../../shared/schemas/day-overlays.js';
import { OFFICE_NOTE_CLOSE } from '../../shared/schemas/office-closures.js';
import type { Db } from '../db/connect.js';
import { findEntries } from './call-entries.repository.js';
import { listOfficeRecords } from './office-closures.repository.js';
import { timeOffOn } from './time-off.repository.js';
import { findHolidayOn } from './holidays.repository.js';

type CallEntryRow = Awaited<ReturnType<typeof findEntries>>[number];

/** The call roles held on a day, from that day's call slots (none when the day has no entry). */
export function rolesOf(entry: Partial<Pick<CallEntryRow, (typeof CALL_SLOTS)[number]>> | undefined): SurgeonDayRole[] {
  return CALL_SLOTS.flatMap((slot) => {
    const id = entry?.[slot];
    return id == null ? [] : [{ id, role: SLOT_LABELS[slot] }];
  });
}

/** The call calendar's part of one day's schedule grid: time off, office holders, call roles, closure, holiday. */
export async function readCallDayOverlay(db: Db, date: string): Promise<CallDayOverlay> {
  const [[entry], cme, closures, holiday] = await Promise.all([
    findEntries(db, [date]),
    timeOffOn(db, date),
    listOfficeRecords(db, OFFICE_NOTE_CLOSE, date, date),
    findHolidayOn(db, date),
  ]);
  const surgeonsRole = rolesOf(entry);
  const closed = closures.length > 0;
  return {
    date,
    cme,
    ompm: { surgeon_o_am: entry?.surgeon_o_am ?? null, surgeon_o_pm: entry?.surgeon_o_pm ?? null },
    surgeonsRole,
    closed,
    holiday: holiday?.name ?? null,
    uncovered: uncoveredSlots(date, entry, closed || holiday !== undefined),
  };
}
