import type { CallEntry } from '../../shared/schemas/call-calendar.js';
import type { TimeOffRecord } from '../../shared/schemas/call-calendar-time-off.js';

/** The changes the scheduling core records in a write's transaction (projected by call-calendar.live.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** Call days written: each whole day, with its new version. */
    'call-entries': { entries: CallEntry[] };
    /** A time-off record added or changed (`record`), or gone (`record` null), over `dates`; `counted`: the dates whose counters moved. */
    'time-off': { id: number; dates: string[]; record: TimeOffRecord | null; counted: string[] };
  }
}
