import { callDayProblems, consecutiveFirstCallWarnings, type DaySlots } from '../../../shared/schedule-rules.js';
import { CALL_SLOTS, type CallSlot } from '../../../shared/schemas/call-slots.js';
import type { FillProblem } from './fill-problem.js';

/** A placement the calendar's own save would refuse or warn about. */
export interface RuleBreak {
  date: string;
  slot: CallSlot;
  message: string;
}

/**
 * Checks a filled month with the very rule functions the calendar's save runs (hard rules, time
 * off, and the 1st-call-two-days-running warning), so a suggestion can never pass here and fail
 * there. `cells` are the month's days as they would be saved.
 */
export function ruleBreaks(problem: FillProblem, cells: Record<string, DaySlots>): RuleBreak[] {
  const nameOf = (id: number) => problem.surgeons.find((surgeon) => surgeon.id === id)?.name ?? `Surgeon #${id}`;
  const breaks: RuleBreak[] = [];
  const firstCalls = new Map<string, number | null>();
  for (const [date, day] of Object.entries(problem.entries)) firstCalls.set(date, day.surgeon_1st);
  for (const day of problem.days) {
    const slots = cells[day.date]!;
    firstCalls.set(day.date, slots.surgeon_1st);
    for (const problemOfDay of callDayProblems(slots, day.closed, nameOf)) breaks.push(problemOfDay);
    for (const slot of CALL_SLOTS) {
      const id = slots[slot];
      if (id != null && problem.off[day.date]?.includes(id))
        breaks.push({ date: day.date, slot, message: `${nameOf(id)} is on time off.` });
    }
  }
  if (problem.settings.minDaysBetweenFirstCalls >= 2) {
    const dates = problem.days.map((day) => day.date);
    for (const warning of consecutiveFirstCallWarnings(firstCalls, dates, nameOf))
      breaks.push({ date: warning.date, slot: 'surgeon_1st', message: warning.message });
  }
  return breaks;
}
