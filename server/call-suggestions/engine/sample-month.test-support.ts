import { callDayKind } from '../../../shared/call-day-kind.js';
import { addDays, datesOfMonth, isWeekend } from '../../../shared/dates.js';
import { CALL_SLOTS } from '../../../shared/schemas/call-slots.js';
import type { DayCells, FillProblem, FillSettings, FillSurgeon, YearCounts } from './fill-problem.js';
import { FillState } from './fill-state.js';
import { pick, seededRandom } from './random.js';

export interface SampleShape {
  month: string;
  surgeons: number;
  seed: number;
  /** Share of cells a scheduler already filled (pinned). */
  pinned?: number;
  /** Days of time off per person, at most. */
  timeOff?: number;
  /** Some people at half share. */
  partTime?: number;
  settings?: Partial<FillSettings>;
  holidays?: string[];
  closed?: string[];
  iterations?: number;
}

export const DEFAULT_FILL_SETTINGS: FillSettings = {
  postCallNoOffice: true,
  minDaysBetweenFirstCalls: 2,
  maxCallsPerMonth: null,
};

const emptyDay = (): DayCells => ({ surgeon_1st: null, surgeon_2nd: null, surgeon_o_am: null, surgeon_o_pm: null });

/**
 * A month to fill, drawn from a seed: uneven counts earlier in the year, blocks of time off,
 * a few "prefer not" days, a practice holiday, and (optionally) some cells already placed.
 */
export function sampleMonth(shape: SampleShape): FillProblem {
  const random = seededRandom(shape.seed);
  const dates = datesOfMonth(shape.month);
  const holidays = new Set(shape.holidays ?? [dates[Math.floor(random() * dates.length)]!]);
  const closed = new Set(shape.closed ?? []);
  const rules = { holidays, fridayIsWeekend: false };
  const surgeons: FillSurgeon[] = Array.from({ length: shape.surgeons }, (_, index) => ({
    id: index + 1,
    name: `Surgeon ${index + 1}`,
    share: index < (shape.partTime ?? 0) ? 0.5 : 1,
  }));
  const monthsBefore = Number(shape.month.slice(5, 7)) - 1;
  const yearOutsideMonth: Record<number, YearCounts> = {};
  for (const surgeon of surgeons) {
    const fair = (monthsBefore * 30.4 * surgeon.share) / shape.surgeons;
    const noisy = (mean: number) => Math.max(0, Math.round(mean * (0.75 + random() * 0.5)));
    yearOutsideMonth[surgeon.id] = {
      first: noisy(fair),
      second: noisy(fair),
      weekend: noisy((fair * 2 * 2) / 7),
      holiday: noisy(monthsBefore * 0.15 * surgeon.share),
    };
  }
  const off: Record<string, number[]> = {};
  const preferNot: Record<string, number[]> = {};
  for (const surgeon of surgeons) {
    const days = Math.floor(random() * ((shape.timeOff ?? 5) + 1));
    const start = Math.floor(random() * dates.length);
    for (let day = 0; day < days; day++) {
      const date = addDays(dates[0]!, start + day);
      if (date.startsWith(shape.month)) (off[date] ??= []).push(surgeon.id);
    }
    if (random() < 0.4) (preferNot[pick(dates, random)] ??= []).push(surgeon.id);
  }
  const problem: FillProblem = {
    month: shape.month,
    days: dates.map((date) => ({
      date,
      kind: callDayKind(date, rules),
      office: !isWeekend(date) && !holidays.has(date) && !closed.has(date),
      closed: closed.has(date),
    })),
    scope: dates,
    surgeons,
    entries: Object.fromEntries(dates.map((date) => [date, emptyDay()])),
    off,
    unavailable: {},
    preferNot,
    yearOutsideMonth,
    settings: { ...DEFAULT_FILL_SETTINGS, ...shape.settings },
    seed: shape.seed,
    iterations: shape.iterations ?? 60_000,
  };
  return withPinned(problem, shape.pinned ?? 0, random);
}

/** Places people in a share of the cells at random, each free to take it, as a scheduler would have. */
function withPinned(problem: FillProblem, share: number, random: () => number): FillProblem {
  if (share <= 0) return problem;
  const state = new FillState(problem);
  for (const cell of state.fillable) {
    if (random() >= share) continue;
    const free = problem.surgeons.map((_, index) => index).filter((index) => state.exclusion(index, cell) === null);
    if (free.length > 0) state.place(cell, pick(free, random));
  }
  const entries: Record<string, DayCells> = {};
  state.dates.forEach((date, day) => {
    if (!problem.entries[date]) return;
    entries[date] = Object.fromEntries(
      CALL_SLOTS.map((slot, index) => [slot, state.holder[day]![index] ?? null]),
    ) as DayCells;
  });
  return { ...problem, entries };
}

/** A month with nothing in it: `surgeons` full-time physicians, no time off, no holiday, no calls this year. */
export function plainMonth(month: string, surgeons: number, overrides: Partial<FillProblem> = {}): FillProblem {
  const dates = datesOfMonth(month);
  const rules = { holidays: new Set<string>(), fridayIsWeekend: false };
  return {
    month,
    days: dates.map((date) => ({ date, kind: callDayKind(date, rules), office: !isWeekend(date), closed: false })),
    scope: dates,
    surgeons: Array.from({ length: surgeons }, (_, index) => ({
      id: index + 1,
      name: `Surgeon ${index + 1}`,
      share: 1,
    })),
    entries: Object.fromEntries(dates.map((date) => [date, emptyDay()])),
    off: {},
    unavailable: {},
    preferNot: {},
    yearOutsideMonth: {},
    settings: DEFAULT_FILL_SETTINGS,
    seed: 1,
    iterations: 20_000,
    ...overrides,
  };
}

/** Who the result puts in each cell of the month, pinned cells included. */
export function filledMonth(problem: FillProblem, entries: { date: string; slot: string; surgeon_id: number }[]) {
  const days: Record<string, DayCells> = {};
  for (const day of problem.days) days[day.date] = { ...emptyDay(), ...problem.entries[day.date] };
  for (const entry of entries) days[entry.date]![entry.slot as keyof DayCells] = entry.surgeon_id;
  return days;
}
