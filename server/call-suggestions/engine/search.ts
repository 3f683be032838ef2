import type { Cell, FillState } from './fill-state.js';
import { pick, shuffled } from './random.js';

/** How many recent costs late acceptance compares a candidate with. */
const HISTORY_LENGTH = 400;

/**
 * Greedy start: the hardest cells first (holidays, weekends, then those fewest people may take),
 * each to the person whose placement costs least; ties go to the earlier person of a seeded order.
 */
export function placeGreedily(state: FillState, random: () => number): void {
  const order = shuffled(
    state.problem.surgeons.map((_, index) => index),
    random,
  );
  const rank = { holiday: 0, weekend: 1, weekday: 2 } as const;
  const choices = (cell: Cell) => order.filter((surgeon) => state.exclusion(surgeon, cell) === null).length;
  const cells = state.fillable
    .map((cell) => ({ cell, choices: choices(cell) }))
    .sort(
      (a, b) =>
        Number(b.cell.isCall) - Number(a.cell.isCall) ||
        rank[a.cell.dayKind] - rank[b.cell.dayKind] ||
        a.choices - b.choices ||
        a.cell.index - b.cell.index,
    );
  for (const { cell } of cells) {
    let best = -1;
    let bestDelta = Infinity;
    for (const surgeon of order) {
      if (state.exclusion(surgeon, cell) !== null) continue;
      const delta = state.addDelta(surgeon, cell);
      if (delta < bestDelta) [best, bestDelta] = [surgeon, delta];
    }
    if (best >= 0) state.place(cell, best);
  }
}

/** A change tried on the state: what each touched cell held before, to put back when it is refused. */
type Undo = [Cell, number][];

function putBack(state: FillState, undo: Undo): void {
  for (let index = undo.length - 1; index >= 0; index--) {
    const [cell, surgeon] = undo[index]!;
    state.remove(cell);
    if (surgeon >= 0) state.place(cell, surgeon);
  }
}

/** Someone else in one cell. */
function reassign(state: FillState, random: () => number, undo: Undo): boolean {
  const cell = pick(state.fillable, random);
  const surgeon = Math.floor(random() * state.problem.surgeons.length);
  if (surgeon === state.surgeonAt(cell)) return false;
  undo.push([cell, state.remove(cell)]);
  if (state.exclusion(surgeon, cell) !== null) return false;
  state.place(cell, surgeon);
  return true;
}

/** Two people trade cells of the same sort (often two weekend or holiday calls). */
function swap(state: FillState, random: () => number, undo: Undo, alike: Map<string, Cell[]>): boolean {
  const first = pick(state.fillable, random);
  const second = pick(alike.get(sortOf(first))!, random);
  const a = state.surgeonAt(first);
  const b = state.surgeonAt(second);
  if (first === second || a < 0 || b < 0 || a === b) return false;
  undo.push([first, state.remove(first)], [second, state.remove(second)]);
  if (state.exclusion(b, first) !== null) return false;
  state.place(first, b);
  if (state.exclusion(a, second) !== null) return false;
  state.place(second, a);
  return true;
}

/** Someone into an empty cell, taken out of the cells of theirs that keep them from it. */
function eject(state: FillState, random: () => number, undo: Undo): boolean {
  const empty = state.fillable.filter((cell) => state.idAt(cell) === null);
  if (empty.length === 0) return false;
  const cell = pick(empty, random);
  const surgeon = Math.floor(random() * state.problem.surgeons.length);
  for (let tries = 0; tries < 6; tries++) {
    const rule = state.exclusion(surgeon, cell);
    if (rule === null) {
      undo.push([cell, -1]);
      state.place(cell, surgeon);
      return true;
    }
    const blocker = blockingCell(state, surgeon, cell, rule, random);
    if (!blocker) return false;
    undo.push([blocker, state.remove(blocker)]);
  }
  return false;
}

/** A fillable cell of `surgeon`'s whose emptying lifts `rule`; null when the rule is not theirs to lift. */
function blockingCell(state: FillState, surgeon: number, cell: Cell, rule: string, random: () => number): Cell | null {
  const id = state.problem.surgeons[surgeon]!.id;
  const fillableAt = (day: number, slotIndex: number) => {
    const found = state.cellAt[day]?.[slotIndex];
    return found?.fillable && state.idAt(found) === id ? found : null;
  };
  if (rule === 'same_day') return fillableAt(cell.day, state.sameDayBlocker(id, cell)!);
  if (rule === 'first_call_gap') {
    for (let distance = 1; distance < state.problem.settings.minDaysBetweenFirstCalls; distance++) {
      const near = fillableAt(cell.day - distance, 0) ?? fillableAt(cell.day + distance, 0);
      if (near) return near;
    }
    return null;
  }
  if (rule === 'post_call') {
    if (cell.isCall) return fillableAt(cell.day + 1, 2) ?? fillableAt(cell.day + 1, 3);
    return fillableAt(cell.day - 1, 0);
  }
  if (rule === 'month_limit') {
    const calls = state.fillable.filter((other) => other.isCall && state.idAt(other) === id);
    return calls.length > 0 ? pick(calls, random) : null;
  }
  return null;
}

const sortOf = (cell: Cell) =>
  `${cell.isCall ? cell.slot : 'office'}/${cell.dayKind === 'weekday' ? 'weekday' : 'weekend'}`;

/**
 * Late-acceptance hill climbing (Burke & Bykov): a change is kept when it costs no more than the
 * current answer or than the answer of `HISTORY_LENGTH` steps ago, which lets the search walk out
 * of a local best. The best answer met is kept and restored at the end.
 */
export function improve(state: FillState, random: () => number, iterations: number): void {
  if (state.fillable.length === 0) return;
  const alike = new Map<string, Cell[]>();
  for (const cell of state.fillable) alike.set(sortOf(cell), [...(alike.get(sortOf(cell)) ?? []), cell]);
  const history = new Float64Array(HISTORY_LENGTH).fill(state.cost);
  let best = state.snapshot();
  let bestCost = state.cost;
  const undo: Undo = [];
  for (let step = 0; step < iterations; step++) {
    undo.length = 0;
    const before = state.cost;
    const roll = random();
    const changed =
      roll < 0.45
        ? reassign(state, random, undo)
        : roll < 0.9
          ? swap(state, random, undo, alike)
          : eject(state, random, undo);
    const slot = step % HISTORY_LENGTH;
    // A tiny tolerance: costs are sums of floats, and a zero-cost change must count as "no worse".
    if (!changed || (state.cost > history[slot]! + 1e-9 && state.cost > before + 1e-9)) putBack(state, undo);
    history[slot] = state.cost;
    if (state.cost < bestCost - 1e-9) {
      bestCost = state.cost;
      best = state.snapshot();
    }
  }
  state.restore(best);
}
