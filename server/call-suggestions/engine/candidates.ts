import type { CallSlot } from '../../../shared/schemas/call-slots.js';
import type { ExclusionRule, FillProblem } from './fill-problem.js';
import { EMPTY_CELL_COST, FillState } from './fill-state.js';
import { countLines, exclusionReason, preferenceLine } from './explain.js';

export interface Candidate {
  surgeon_id: number;
  cost: number;
  reasons: string[];
}

export interface Excluded {
  surgeon_id: number;
  rule: ExclusionRule;
  reason: string;
}

/**
 * Who could take one cell as the calendar stands (its holder set aside): the free people ranked
 * by what placing them would add to the fairness cost, and everyone else with the rule that keeps
 * them out. Null when the day has no such cell (a weekend's, a closed day's or a holiday's session).
 */
export function candidatesFor(
  problem: FillProblem,
  date: string,
  slot: CallSlot,
): { candidates: Candidate[]; excluded: Excluded[] } | null {
  const entries = { ...problem.entries, [date]: { ...problem.entries[date]!, [slot]: null } };
  const state = new FillState({ ...problem, entries, scope: [date] });
  const cell = state.fillable.find((candidate) => candidate.date === date && candidate.slot === slot);
  if (!cell) return null;
  const candidates: Candidate[] = [];
  const excluded: Excluded[] = [];
  problem.surgeons.forEach((surgeon, index) => {
    const rule = state.exclusion(index, cell);
    if (rule) {
      excluded.push({ surgeon_id: surgeon.id, rule, reason: exclusionReason(state, index, cell, rule) });
      return;
    }
    const cost = Math.round((state.addDelta(index, cell) + EMPTY_CELL_COST) * 100) / 100 + 0;
    const before = { ...state.counts[index]! };
    state.place(cell, index);
    const reasons = [...countLines(state, index, cell, before), ...preferenceLine(state, index, cell)];
    state.remove(cell);
    candidates.push({ surgeon_id: surgeon.id, cost, reasons });
  });
  candidates.sort((a, b) => a.cost - b.cost || a.surgeon_id - b.surgeon_id);
  return { candidates, excluded };
}
