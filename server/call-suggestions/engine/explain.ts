import { formatUsDate } from '../../../shared/dates.js';
import { CALL_SLOTS, SLOT_LABELS } from '../../../shared/schemas/call-slots.js';
import { EXCLUSION_RULES, type ExclusionRule, type Spread } from './fill-problem.js';
import { COUNT_KINDS, type Cell, type CountKind, type FillState } from './fill-state.js';

const KIND_LABELS: Record<CountKind, string> = {
  first: '1st calls this year',
  second: '2nd calls this year',
  weekend: 'Weekend calls this year',
  holiday: 'Holiday calls this year',
  office: 'Office sessions this month',
};

const round2 = (value: number) => Math.round(value * 100) / 100 + 0;

/** Why `surgeon` may not take the (empty) cell, in words. */
export function exclusionReason(state: FillState, surgeon: number, cell: Cell, rule: ExclusionRule): string {
  const { settings } = state.problem;
  const on = formatUsDate(cell.date);
  const id = state.problem.surgeons[surgeon]!.id;
  const otherDay = (step: number) => formatUsDate(state.dates[cell.day + step]!);
  switch (rule) {
    case 'no_calls':
      return 'Takes no calls (call share 0 %).';
    case 'time_off':
      return `On time off on ${on}.`;
    case 'unavailable':
      return `Marked ${on} as unavailable.`;
    case 'booked':
      return `Booked for a procedure or meeting during the ${SLOT_LABELS[cell.slot]} session on ${on}.`;
    case 'same_day':
      return `Already holds the ${SLOT_LABELS[CALL_SLOTS[state.sameDayBlocker(id, cell)!]!]} slot on ${on}.`;
    case 'first_call_gap': {
      const gap = settings.minDaysBetweenFirstCalls;
      for (let step = 1; step < gap; step++) {
        for (const day of [cell.day - step, cell.day + step]) {
          if (state.firstOn[surgeon]![day])
            return `On 1st call on ${formatUsDate(state.dates[day]!)}: two 1st calls must be at least ${gap} days apart.`;
        }
      }
      return `Two 1st calls must be at least ${gap} days apart.`;
    }
    case 'post_call':
      return cell.isCall
        ? `Holds an office session on ${otherDay(1)}, the day after: no office session after a 1st call.`
        : `On 1st call the day before (${otherDay(-1)}): no office session after a 1st call.`;
    case 'month_limit':
      return `Already holds ${settings.maxCallsPerMonth} calls this month, the practice's limit.`;
  }
}

/** The rules a person passed to be free for the cell, in words. */
export function passedRules(state: FillState, cell: Cell): string {
  const { settings } = state.problem;
  const passed = ['not on time off or marked unavailable', 'on no other call that day'];
  const gap = settings.minDaysBetweenFirstCalls;
  if (cell.slot === 'surgeon_1st' && gap === 2) passed.push('no 1st call the day before or after');
  if (cell.slot === 'surgeon_1st' && gap > 2) passed.push(`no other 1st call within ${gap - 1} days`);
  if (settings.postCallNoOffice && cell.slot === 'surgeon_1st') passed.push('no office session the day after');
  if (!cell.isCall) passed.push('not booked elsewhere during the session');
  if (settings.postCallNoOffice && !cell.isCall) passed.push('not on 1st call the day before');
  if (cell.isCall && settings.maxCallsPerMonth !== null)
    passed.push(`under the limit of ${settings.maxCallsPerMonth} calls this month`);
  return `Free to take it: ${passed.join(', ')}.`;
}

/** The group's mean of a kind: over those who take calls (for a call), over everyone (for a session). */
function groupMean(state: FillState, kind: CountKind): number {
  const people = state.problem.surgeons
    .map((surgeon, index) => ({ surgeon, index }))
    .filter(({ surgeon }) => kind === 'office' || surgeon.share > 0);
  const total = people.reduce((sum, { index }) => sum + state.counts[index]![kind], 0);
  return people.length === 0 ? 0 : total / people.length;
}

/** "Weekend calls this year: 3 → 4 (group mean 3.6)" for each kind the cell counts as. */
export function countLines(state: FillState, surgeon: number, cell: Cell, before: Record<CountKind, number>): string[] {
  const share = state.problem.surgeons[surgeon]!.share;
  return cell.kinds.map((kind) => {
    const fair =
      share !== 1 && kind !== 'office'
        ? `; fair share ${round2(state.targets[surgeon]![kind])} at ${Math.round(share * 100)} % of calls`
        : '';
    return `${KIND_LABELS[kind]}: ${before[kind]} → ${state.counts[surgeon]![kind]} (group mean ${round2(groupMean(state, kind))}${fair}).`;
  });
}

export function preferenceLine(state: FillState, surgeon: number, cell: Cell): string[] {
  if (!cell.isCall || !state.prefersNot(surgeon, cell)) return [];
  return [`Asked not to work ${formatUsDate(cell.date)}: not honoured, as no one free fits better.`];
}

/** How many people each rule keeps out of an empty cell, in the order the rules are checked. */
export function unfilledReasons(state: FillState, cell: Cell): string[] {
  const excluded = new Map<ExclusionRule, number>();
  state.problem.surgeons.forEach((_, surgeon) => {
    const rule = state.exclusion(surgeon, cell);
    if (rule) excluded.set(rule, (excluded.get(rule) ?? 0) + 1);
  });
  const words: Record<ExclusionRule, string> = {
    no_calls: 'take no calls',
    time_off: 'on time off',
    unavailable: 'marked the day unavailable',
    booked: 'booked elsewhere during the session',
    same_day: 'already on another call that day',
    first_call_gap: 'on 1st call too close to it',
    post_call: 'kept out by the post-call rule',
    month_limit: "at the month's call limit",
  };
  const counts = EXCLUSION_RULES.filter((rule) => excluded.has(rule)).map(
    (rule) => `${excluded.get(rule)} ${words[rule]}`,
  );
  return [`No one can take it without breaking a rule: ${counts.join('; ') || 'no physician is active'}.`];
}

/** Largest minus smallest share-adjusted count of each kind, over those who take calls. */
export function spreadOf(state: FillState, counts: Record<CountKind, number>[] = state.counts): Spread {
  const people = state.problem.surgeons.map((surgeon, index) => ({ share: surgeon.share, counts: counts[index]! }));
  const takers = people.filter((person) => person.share > 0);
  const range = (value: (counts: Record<CountKind, number>) => number) => {
    if (takers.length === 0) return 0;
    const values = takers.map((person) => value(person.counts) / person.share);
    return round2(Math.max(...values) - Math.min(...values));
  };
  return {
    first: range((c) => c.first),
    second: range((c) => c.second),
    weekend: range((c) => c.weekend),
    holiday: range((c) => c.holiday),
    weekend_and_holiday: range((c) => c.weekend + c.holiday),
  };
}

export const copyCounts = (state: FillState): Record<CountKind, number>[] =>
  state.counts.map(
    (counts) => Object.fromEntries(COUNT_KINDS.map((kind) => [kind, counts[kind]])) as Record<CountKind, number>,
  );
