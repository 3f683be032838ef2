import { addDays } from '../../shared/dates.js';
import type { TimeOffPreview } from '../../shared/schemas/time-off-requests.js';

/** The free days of a preview as runs of consecutive days, each one request ([start, end]). */
export function freeRuns(preview: Pick<TimeOffPreview, 'dates' | 'taken_days'>): { start: string; end: string }[] {
  const taken = new Set(preview.taken_days.map((day) => day.date));
  const runs: { start: string; end: string }[] = [];
  for (const date of preview.dates.filter((each) => !taken.has(each))) {
    const last = runs.at(-1);
    if (last && addDays(last.end, 1) === date) last.end = date;
    else runs.push({ start: date, end: date });
  }
  return runs;
}
