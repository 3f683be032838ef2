import type { CallEntry } from '../../shared/schemas/call-calendar.js';
import type { TimeOffRecord } from '../../shared/schemas/call-calendar-time-off.js';
import type { OfficeRecord } from '../../shared/schemas/office-closures.js';
import type { OfficeHoursView } from '../../shared/schemas/call-calendar-office-hours.js';

/** The changes the scheduling core records in a write's transaction (projected by call-calendar.live.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** Call days written: each whole day, with its new version; `before`, the same days as they were (when the writer knows them). */
    'call-entries': { entries: CallEntry[]; before?: CallEntry[] };
    /** A time-off record added or changed (`record`), or gone (`record` null), over `dates`; `counted`: the dates whose counters moved. */
    'time-off': { id: number; dates: string[]; record: TimeOffRecord | null; counted: string[] };
    /** An office record saved; a closure (`closes`) changes its day's grid, a block-time start date does not. */
    'office-record': { record: OfficeRecord; closes: boolean };
    /** Default office hours saved: the view as of today, for the months of today and of the change. */
    'office-hours': { view: OfficeHoursView; months: string[] };
    /** A practice holiday added or removed on `date`. */
    holiday: { date: string };
    /** An office closure removed: its day is open again. */
    'office-closure-removed': { id: number; date: string };
  }
}
