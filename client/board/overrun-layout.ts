import { overrunMinutes } from '../../shared/case-tracking.js';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import type { ScheduleGridItem } from '../../shared/schemas/daily-schedule.js';
import { SCHEDULE_TIMES } from '../../shared/schedule-times.js';
import { nowRow } from '../daily-schedule/grid-layout';
import type { ScheduleDay } from '../daily-schedule/store';

/**
 * The day as today's board lays it out: a case still in the room past its scheduled end takes its
 * rows on to now (the next quarter hour), so what it runs into is set beside it, not hidden under
 * it. Answers that day and, by event id, each such case as scheduled (what its card says).
 */
export function withOverruns(
  day: ScheduleDay,
  cases: Record<number, CaseProgress>,
  now: { date: string; time: string } | null,
): { day: ScheduleDay; scheduled: Map<number, ScheduleGridItem> } {
  const scheduled = new Map<number, ScheduleGridItem>();
  const nowAt = now && nowRow(now.time);
  if (!now || nowAt === null || day.data.date !== now.date) return { day, scheduled };
  const until = SCHEDULE_TIMES[Math.ceil(nowAt)] ?? '00:00';
  const overruns = (item: ScheduleGridItem) => {
    const progress = cases[item.id];
    if (item.purpose !== 'Procedure' || !progress || progress.cancellation) return false;
    return overrunMinutes({ date: item.event_date, end_time: item.end_time }, progress.step, now) > 0;
  };
  const surgeonEvents = Object.fromEntries(
    Object.entries(day.data.surgeon_events).map(([surgeon, items]) => [
      surgeon,
      items.map((item) => {
        if (!overruns(item)) return item;
        scheduled.set(item.id, item);
        return { ...item, end_time: until };
      }),
    ]),
  );
  if (scheduled.size === 0) return { day, scheduled };
  return { day: { ...day, data: { ...day.data, surgeon_events: surgeonEvents } }, scheduled };
}
