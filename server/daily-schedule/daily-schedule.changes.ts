import type { Recurrence } from '../../shared/schedule-times.js';
import type { SurgeonOrder } from '../../shared/schemas/daily-schedule.js';
import type { EventRow, ParticipantRow } from './daily-schedule.repository.js';

/** An event as a write left it: its row and its surgeons. */
export interface EventState {
  row: EventRow;
  participants: ParticipantRow[];
}

/** The changes the daily schedule records in a write's transaction (projected by daily-schedule.live.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** An event created (`before` null), edited, moved or archived (`after` null). */
    'schedule-event': { id: number; version: number; before: Recurrence | null; after: EventState | null };
    /** The administrator's order of the surgeon columns. */
    'surgeon-order': { order: SurgeonOrder };
  }
}
