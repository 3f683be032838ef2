import type { CallDayKind } from '../../../shared/call-day-kind.js';
import { addDays, daysBetween } from '../../../shared/dates.js';
import { EXCLUSIVE_SLOTS } from '../../../shared/schedule-rules.js';
import { CALL_SLOTS, type CallSlot } from '../../../shared/schemas/call-slots.js';
import type { ExclusionRule, FillProblem } from './fill-problem.js';

/** What a held cell counts towards: its call (or office session), and a weekend or holiday. */
export type CountKind = 'first' | 'second' | 'weekend' | 'holiday' | 'office';
export const COUNT_KINDS: readonly CountKind[] = ['first', 'second', 'weekend', 'holiday', 'office'];

/**
 * How much one unit of squared distance from a person's fair share costs, per kind. Holidays and
 * weekends weigh most (they are what people count), then 1st calls, then 2nd calls and sessions.
 */
export const KIND_WEIGHTS: Record<CountKind, number> = { first: 2, second: 1, weekend: 4, holiday: 6, office: 0.5 };
/** A cell left empty costs more than any imbalance a filled one could cause. */
export const EMPTY_CELL_COST = 1000;
/** A call on a day the person asked not to work. */
export const PREFER_NOT_COST = 3;
/** Each other 1st call of the person within `CLUMP_DAYS` days (calls spread out are kinder). */
export const CLUMP_COST = 0.5;
export const CLUMP_DAYS = 3;

export interface Cell {
  /** Index of the cell in `FillState.cells`. */
  index: number;
  date: string;
  /** Index of the day in the state's day range (the month and the days around it). */
  day: number;
  slot: CallSlot;
  slotIndex: number;
  isCall: boolean;
  dayKind: CallDayKind;
  kinds: CountKind[];
  /** Empty when the search began and in scope: the search may place someone in it. */
  fillable: boolean;
}

const emptyCounts = (): Record<CountKind, number> => ({ first: 0, second: 0, weekend: 0, holiday: 0, office: 0 });

function kindsOf(slot: CallSlot, dayKind: CallDayKind): CountKind[] {
  if (slot === 'surgeon_o_am' || slot === 'surgeon_o_pm') return ['office'];
  const call: CountKind = slot === 'surgeon_1st' ? 'first' : 'second';
  return dayKind === 'weekday' ? [call] : [call, dayKind];
}

/**
 * One month's cells with who holds them, the counts behind the fairness cost and the cost itself,
 * kept up to date as the search places and removes people. Surgeons are addressed by their index
 * in `problem.surgeons`; a pinned cell may hold someone outside that list (e.g. deactivated since).
 */
export class FillState {
  readonly problem: FillProblem;
  readonly cells: Cell[] = [];
  readonly fillable: Cell[] = [];
  /** Date of each day of the range: the month with `pad` days either side. */
  readonly dates: string[];
  readonly pad: number;
  /** Cells by day and slot index (undefined: no such cell that day). */
  readonly cellAt: (Cell | undefined)[][];
  /** The surgeon id in each cell of each day, pinned context days included. */
  readonly holder: (number | null)[][];
  readonly indexOf = new Map<number, number>();
  readonly counts: Record<CountKind, number>[];
  readonly targets: Record<CountKind, number>[];
  readonly firstOn: Uint8Array[];
  readonly officeOn: Uint8Array[];
  readonly monthCalls: Int32Array;
  readonly #off: Set<number>[];
  readonly #unavailable: Set<number>[];
  readonly #preferNot: Set<number>[];
  /** `id/slot` of the office sessions each physician is booked elsewhere during, by day. */
  readonly #booked: Set<string>[];
  cost = 0;

  constructor(problem: FillProblem) {
    this.problem = problem;
    const { days, surgeons, settings } = problem;
    problem.surgeons.forEach((surgeon, index) => this.indexOf.set(surgeon.id, index));
    this.pad = Math.max(settings.minDaysBetweenFirstCalls, CLUMP_DAYS, 1);
    const first = addDays(days[0]!.date, -this.pad);
    const length = days.length + 2 * this.pad;
    this.dates = Array.from({ length }, (_, index) => addDays(first, index));
    const byDate = (record: Record<string, number[]>) => this.dates.map((date) => new Set(record[date] ?? []));
    this.#off = byDate(problem.off);
    this.#unavailable = byDate(problem.unavailable);
    this.#preferNot = byDate(problem.preferNot);
    this.#booked = this.dates.map(
      (date) => new Set((problem.booked?.[date] ?? []).map((booking) => `${booking.surgeon_id}/${booking.slot}`)),
    );
    this.holder = this.dates.map((date) => CALL_SLOTS.map((slot) => problem.entries[date]?.[slot] ?? null));
    this.cellAt = this.dates.map(() => CALL_SLOTS.map(() => undefined));
    this.firstOn = surgeons.map(() => new Uint8Array(length));
    this.officeOn = surgeons.map(() => new Uint8Array(length));
    this.monthCalls = new Int32Array(surgeons.length);
    this.counts = surgeons.map((surgeon) => ({ ...emptyCounts(), ...problem.yearOutsideMonth[surgeon.id] }));

    const scope = new Set(problem.scope);
    for (const day of days) {
      const dayIndex = daysBetween(first, day.date);
      CALL_SLOTS.forEach((slot, slotIndex) => {
        const isCall = slot === 'surgeon_1st' || slot === 'surgeon_2nd';
        const held = this.holder[dayIndex]![slotIndex] ?? null;
        if (!isCall && !day.office && held == null) return;
        const cell: Cell = {
          index: this.cells.length,
          date: day.date,
          day: dayIndex,
          slot,
          slotIndex,
          isCall,
          dayKind: day.kind,
          kinds: kindsOf(slot, day.kind),
          fillable: held == null && scope.has(day.date),
        };
        this.cells.push(cell);
        this.cellAt[dayIndex]![slotIndex] = cell;
        if (cell.fillable) this.fillable.push(cell);
      });
    }
    this.dates.forEach((_, dayIndex) =>
      CALL_SLOTS.forEach((slot, slotIndex) => {
        const surgeon = this.indexOf.get(this.holder[dayIndex]![slotIndex] ?? -1);
        if (surgeon !== undefined) this.#mark(surgeon, dayIndex, slotIndex, 1);
      }),
    );
    this.targets = this.#fairShares();
    this.cost = this.#fullCost();
  }

  /** Each person's fair count of each kind once every fillable cell is held: the total split by call share. */
  #fairShares(): Record<CountKind, number>[] {
    const surgeons = this.problem.surgeons;
    const totals = emptyCounts();
    for (const counts of this.counts) for (const kind of COUNT_KINDS) totals[kind] += counts[kind];
    for (const cell of this.fillable) for (const kind of cell.kinds) totals[kind] += 1;
    const shares = surgeons.reduce((sum, surgeon) => sum + surgeon.share, 0);
    return surgeons.map((surgeon) => {
      const target = emptyCounts();
      for (const kind of COUNT_KINDS) {
        // Office sessions are not calls: everyone shares them alike, whatever their call share.
        const part = kind === 'office' ? 1 / surgeons.length : shares === 0 ? 0 : surgeon.share / shares;
        target[kind] = totals[kind] * part;
      }
      return target;
    });
  }

  #fullCost(): number {
    let cost = 0;
    this.counts.forEach((counts, surgeon) => {
      for (const kind of COUNT_KINDS) cost += KIND_WEIGHTS[kind] * (counts[kind] - this.targets[surgeon]![kind]) ** 2;
    });
    return cost + EMPTY_CELL_COST * this.fillable.length;
  }

  idAt(cell: Cell): number | null {
    return this.holder[cell.day]![cell.slotIndex] ?? null;
  }

  /** Index of the listed surgeon in the cell, or -1 (empty, or someone outside the list). */
  surgeonAt(cell: Cell): number {
    return this.indexOf.get(this.idAt(cell) ?? -1) ?? -1;
  }

  /** The first rule that keeps `surgeon` out of the (empty) cell, or null when they may take it. */
  exclusion(surgeon: number, cell: Cell): ExclusionRule | null {
    const { id, share } = this.problem.surgeons[surgeon]!;
    const { settings } = this.problem;
    const day = cell.day;
    if (cell.isCall && share <= 0) return 'no_calls';
    if (this.#off[day]!.has(id)) return 'time_off';
    if (this.#unavailable[day]!.has(id)) return 'unavailable';
    if (!cell.isCall && this.#booked[day]!.has(`${id}/${cell.slot}`)) return 'booked';
    if (this.sameDayBlocker(id, cell) !== null) return 'same_day';
    if (cell.slot === 'surgeon_1st') {
      for (let distance = 1; distance < settings.minDaysBetweenFirstCalls; distance++) {
        if (this.firstOn[surgeon]![day - distance] || this.firstOn[surgeon]![day + distance]) return 'first_call_gap';
      }
    }
    if (settings.postCallNoOffice) {
      if (!cell.isCall && this.firstOn[surgeon]![day - 1]) return 'post_call';
      if (cell.slot === 'surgeon_1st' && this.officeOn[surgeon]![day + 1]) return 'post_call';
    }
    if (cell.isCall && settings.maxCallsPerMonth !== null && this.monthCalls[surgeon]! >= settings.maxCallsPerMonth)
      return 'month_limit';
    return null;
  }

  /** The slot index of the same day that `id` holds and may not hold beside `cell`'s slot, or null. */
  sameDayBlocker(id: number, cell: Cell): number | null {
    for (const [a, b] of EXCLUSIVE_SLOTS) {
      const other = cell.slot === a ? b : cell.slot === b ? a : null;
      if (other === null) continue;
      const otherIndex = CALL_SLOTS.indexOf(other);
      if (this.holder[cell.day]![otherIndex] === id) return otherIndex;
    }
    return null;
  }

  prefersNot(surgeon: number, cell: Cell): boolean {
    return this.#preferNot[cell.day]!.has(this.problem.surgeons[surgeon]!.id);
  }

  /** What placing `surgeon` in the empty cell would change the cost by. */
  addDelta(surgeon: number, cell: Cell): number {
    let delta = cell.fillable ? -EMPTY_CELL_COST : 0;
    const counts = this.counts[surgeon]!;
    const target = this.targets[surgeon]!;
    for (const kind of cell.kinds) delta += KIND_WEIGHTS[kind] * (2 * (counts[kind] - target[kind]) + 1);
    if (cell.isCall && this.prefersNot(surgeon, cell)) delta += PREFER_NOT_COST;
    if (cell.slot === 'surgeon_1st') delta += CLUMP_COST * this.#firstCallsNear(surgeon, cell.day);
    return delta;
  }

  #firstCallsNear(surgeon: number, day: number): number {
    let near = 0;
    for (let distance = 1; distance <= CLUMP_DAYS; distance++)
      near += this.firstOn[surgeon]![day - distance]! + this.firstOn[surgeon]![day + distance]!;
    return near;
  }

  place(cell: Cell, surgeon: number): void {
    this.cost += this.addDelta(surgeon, cell);
    this.holder[cell.day]![cell.slotIndex] = this.problem.surgeons[surgeon]!.id;
    this.#mark(surgeon, cell.day, cell.slotIndex, 1);
  }

  /** Empties the cell; answers who held it (-1 for nobody). */
  remove(cell: Cell): number {
    const surgeon = this.surgeonAt(cell);
    if (surgeon < 0) return surgeon;
    this.holder[cell.day]![cell.slotIndex] = null;
    this.#mark(surgeon, cell.day, cell.slotIndex, -1);
    this.cost -= this.addDelta(surgeon, cell);
    return surgeon;
  }

  /** Counts a cell in (+1) or out (-1) of a person's counts and day marks. */
  #mark(surgeon: number, day: number, slotIndex: number, step: 1 | -1): void {
    const cell = this.cellAt[day]![slotIndex];
    if (slotIndex === 0) this.firstOn[surgeon]![day] = step === 1 ? 1 : 0;
    if (slotIndex >= 2)
      this.officeOn[surgeon]![day] = step === 1 || this.#holdsOtherSession(surgeon, day, slotIndex) ? 1 : 0;
    if (!cell) return;
    if (cell.isCall) this.monthCalls[surgeon]! += step;
    for (const kind of cell.kinds) this.counts[surgeon]![kind] += step;
  }

  #holdsOtherSession(surgeon: number, day: number, slotIndex: number): boolean {
    return this.holder[day]![slotIndex === 2 ? 3 : 2] === this.problem.surgeons[surgeon]!.id;
  }

  /** Who holds each fillable cell (-1: empty), to keep the best answer found. */
  snapshot(): Int32Array {
    return Int32Array.from(this.fillable, (cell) => this.surgeonAt(cell));
  }

  restore(snapshot: Int32Array): void {
    for (const cell of this.fillable) this.remove(cell);
    this.fillable.forEach((cell, index) => {
      if (snapshot[index]! >= 0) this.place(cell, snapshot[index]!);
    });
  }
}
