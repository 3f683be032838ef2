import loadHighs from 'highs';
import type { FillProblem } from '../../server/call-suggestions/engine/fill-problem.js';
import { FillState, type Cell } from '../../server/call-suggestions/engine/fill-state.js';

/** The exact best weekend-and-holiday spread of a month with every empty cell filled, or null when none exists. */
export interface Optimum {
  feasible: boolean;
  weekendAndHolidaySpread: number | null;
  seconds: number;
}

/**
 * A development oracle (never run by the portal or CI): the month as a mixed-integer program for
 * HiGHS, with the engine's rules as constraints and the weekend-and-holiday spread (share-adjusted
 * largest minus smallest) as the objective.
 */
export async function exactOptimum(problem: FillProblem, timeLimitSeconds = 120): Promise<Optimum> {
  const highs = await loadHighs();
  const state = new FillState(problem);
  const { settings, surgeons } = problem;
  const vars = new Map<string, string>();
  const at = (cell: Cell, surgeon: number) => vars.get(`${cell.index}/${surgeon}`);
  for (const cell of state.fillable) {
    surgeons.forEach((_, surgeon) => {
      const rule = state.exclusion(surgeon, cell);
      // Only the rules no other placement can change keep a variable out; the rest are constraints.
      if (rule === 'no_calls' || rule === 'time_off' || rule === 'unavailable' || rule === 'same_day') return;
      if (rule === 'first_call_gap' || rule === 'post_call') {
        // Blocked by a pinned cell (the month is otherwise empty): as fixed as time off.
        return;
      }
      vars.set(`${cell.index}/${surgeon}`, `x${cell.index}_${surgeon}`);
    });
  }
  const rows: string[] = [];
  const sum = (terms: (string | undefined)[]) => terms.filter((term): term is string => term !== undefined);
  const row = (terms: string[], relation: string, value: number) => {
    if (terms.length > 0) rows.push(` r${rows.length}: ${terms.join(' + ')} ${relation} ${value}`);
  };
  for (const cell of state.fillable) row(sum(surgeons.map((_, surgeon) => at(cell, surgeon))), '=', 1);

  const cellOf = (day: number, slotIndex: number) => state.cellAt[day]?.[slotIndex];
  surgeons.forEach((surgeon, index) => {
    for (let day = 0; day < state.dates.length; day++) {
      const first = cellOf(day, 0);
      const firstVar = first?.fillable ? at(first, index) : undefined;
      for (const other of [1, 2, 3]) {
        const cell = cellOf(day, other);
        if (first?.fillable && cell?.fillable) row(sum([firstVar, at(cell, index)]), '<=', 1);
      }
      // Two 1st calls closer than the gap.
      const window = sum(
        Array.from({ length: settings.minDaysBetweenFirstCalls }, (_, step) => {
          const cell = cellOf(day + step, 0);
          return cell?.fillable ? at(cell, index) : undefined;
        }),
      );
      if (window.length > 1) row(window, '<=', 1);
      if (settings.postCallNoOffice && firstVar) {
        for (const session of [2, 3]) {
          const cell = cellOf(day + 1, session);
          if (cell?.fillable) row(sum([firstVar, at(cell, index)]), '<=', 1);
        }
      }
    }
    if (settings.maxCallsPerMonth !== null) {
      const calls = sum(state.fillable.filter((cell) => cell.isCall).map((cell) => at(cell, index)));
      row(calls, '<=', settings.maxCallsPerMonth - state.monthCalls[index]!);
    }
    if (surgeon.share > 0) {
      const base = state.counts[index]!.weekend + state.counts[index]!.holiday;
      const weekendCalls = sum(
        state.fillable.filter((cell) => cell.isCall && cell.dayKind !== 'weekday').map((cell) => at(cell, index)),
      );
      const scaled = weekendCalls.map((name) => `${1 / surgeon.share} ${name}`);
      row([...scaled, '- U'], '<=', -base / surgeon.share);
      row([...scaled, '- L'], '>=', -base / surgeon.share);
    }
  });
  const lp = [
    'Minimize',
    ' spread: U - L',
    'Subject To',
    ...rows,
    'Bounds',
    ' -1000 <= L <= 100000',
    ' -1000 <= U <= 100000',
    'Binaries',
    ` ${[...vars.values()].join(' ')}`,
    'End',
  ].join('\n');
  const started = performance.now();
  const result = highs.solve(lp, { output_flag: false, time_limit: timeLimitSeconds, mip_rel_gap: 0 });
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  if (result.Status === 'Infeasible') return { feasible: false, weekendAndHolidaySpread: null, seconds };
  if (result.Status !== 'Optimal') throw new Error(`HiGHS ended with ${result.Status} after ${seconds} s`);
  return { feasible: true, weekendAndHolidaySpread: Math.round(result.ObjectiveValue * 100) / 100, seconds };
}
