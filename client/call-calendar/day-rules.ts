import { callDayProblems, type CallProblem } from '../../shared/schedule-rules.js';
import { CALL_SLOTS, type CallEntry, type Surgeon } from '../../shared/schemas/call-calendar.js';
import type { OfficeRecord } from '../../shared/schemas/office-closures.js';
import { shownValue, type Edits } from './edit-draft';
import { initialOf, isClosed } from './store';

/** The hard rules on a day as the edit page shows it (unsaved changes included): the server's own check. */
export function problemsOfDay(
  edits: Edits,
  entries: Record<string, CallEntry>,
  closures: Record<number, OfficeRecord>,
  surgeons: Surgeon[],
  date: string,
): CallProblem[] {
  const day = {
    date,
    ...Object.fromEntries(CALL_SLOTS.map((slot) => [slot, shownValue(edits, entries, date, slot)])),
  } as Parameters<typeof callDayProblems>[0];
  return callDayProblems(day, isClosed(closures, date), (id) => initialOf(surgeons, id));
}

/** The problems of the days the scheduler changed: these would make the save fail. */
export function problemsOfEdits(
  edits: Edits,
  entries: Record<string, CallEntry>,
  closures: Record<number, OfficeRecord>,
  surgeons: Surgeon[],
): CallProblem[] {
  return Object.keys(edits)
    .sort()
    .flatMap((date) => problemsOfDay(edits, entries, closures, surgeons, date));
}
