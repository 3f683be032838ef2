import type { DaySlots } from '../../../shared/schedule-rules.js';
import { CALL_SLOTS } from '../../../shared/schemas/call-slots.js';
import type { FillProblem, FillResult, SuggestedEntry, UnfilledCell } from './fill-problem.js';
import { FillState } from './fill-state.js';
import { copyCounts, countLines, passedRules, preferenceLine, spreadOf, unfilledReasons } from './explain.js';
import { ruleBreaks } from './rule-check.js';
import { seededRandom } from './random.js';
import { improve, placeGreedily } from './search.js';

/** The month's days as the search left them, in the shape the calendar's rules read. */
function daysOf(state: FillState): Record<string, DaySlots> {
  const days: Record<string, DaySlots> = {};
  for (const day of state.problem.days) {
    const index = state.dates.indexOf(day.date);
    const slots = Object.fromEntries(
      CALL_SLOTS.map((slot, slotIndex) => [slot, state.holder[index]![slotIndex] ?? null]),
    );
    days[day.date] = { date: day.date, ...slots } as DaySlots;
  }
  return days;
}

/**
 * Proposes who takes each empty cell in scope: a greedy start, then late-acceptance hill climbing
 * on the fairness cost. Pinned (already filled) cells are never changed; a cell no one can take
 * without breaking a rule stays empty, with the count of people each rule kept out.
 */
export function suggestFill(problem: FillProblem): FillResult {
  const random = seededRandom(problem.seed);
  const state = new FillState(problem);
  const countsBefore = copyCounts(state);
  const before = spreadOf(state);
  placeGreedily(state, random);
  improve(state, random, problem.iterations);

  // Never expected to find anything: the engine's rules are the calendar's. Should it ever, the cell is left empty.
  for (const broken of ruleBreaks(problem, daysOf(state))) {
    const cell = state.fillable.find((candidate) => candidate.date === broken.date && candidate.slot === broken.slot);
    if (cell) state.remove(cell);
  }

  const entries: SuggestedEntry[] = [];
  const unfilled: UnfilledCell[] = [];
  for (const cell of state.fillable) {
    const surgeon = state.surgeonAt(cell);
    if (surgeon < 0) {
      unfilled.push({ date: cell.date, slot: cell.slot, reasons: unfilledReasons(state, cell) });
      continue;
    }
    entries.push({
      date: cell.date,
      slot: cell.slot,
      surgeon_id: problem.surgeons[surgeon]!.id,
      reasons: [
        passedRules(state, cell),
        ...countLines(state, surgeon, cell, countsBefore[surgeon]!),
        ...preferenceLine(state, surgeon, cell),
      ],
    });
  }
  return { entries, unfilled, spread: { before, after: spreadOf(state) } };
}
