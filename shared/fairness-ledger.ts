import { callDayKind, type CallDayRules } from './call-day-kind.js';
import type { FairnessLedger, LedgerCounts, LedgerKind } from './schemas/fairness-ledger.js';
import type { Surgeon } from './schemas/surgeons.js';

/** One 1st or 2nd call: who held it, when. */
export interface CallAssignment {
  date: string;
  slot: 'surgeon_1st' | 'surgeon_2nd';
  surgeon_id: number;
}

/** The rules the ledger counts by: the practice's call-day rule. */
export type LedgerRules = CallDayRules;

const emptyCounts = (): LedgerCounts => ({ first: 0, second: 0, weekend: 0, holiday: 0, weekday: 0, total: 0 });
const emptyDays = (): Record<LedgerKind, string[]> => ({
  first: [],
  second: [],
  weekend: [],
  holiday: [],
  weekday: [],
  total: [],
});

/** The kinds one call counts as: its slot, exactly one of holiday / weekend / weekday, and total. */
export function kindsOfCall(call: CallAssignment, rules: LedgerRules): LedgerKind[] {
  const slot: LedgerKind = call.slot === 'surgeon_1st' ? 'first' : 'second';
  const day: LedgerKind = callDayKind(call.date, rules);
  return [slot, day, 'total'];
}

/** Counts per surgeon of `surgeons` (everyone counted, with or without calls), the days behind them, the deviation from the mean. */
export function countLedger(
  range: { from: string; to: string },
  surgeons: Surgeon[],
  calls: CallAssignment[],
  rules: LedgerRules,
): FairnessLedger {
  const bySurgeon = new Map(surgeons.map((surgeon) => [surgeon.id, { counts: emptyCounts(), days: emptyDays() }]));
  for (const call of [...calls].sort((a, b) => a.date.localeCompare(b.date))) {
    if (call.date < range.from || call.date > range.to) continue;
    const row = bySurgeon.get(call.surgeon_id);
    if (!row) continue;
    for (const kind of kindsOfCall(call, rules)) {
      row.counts[kind] += 1;
      row.days[kind].push(call.date);
    }
  }
  // The exact mean: a deviation is taken from it, then rounded (not from the rounded mean).
  const exactMean = emptyCounts();
  const kinds = Object.keys(exactMean) as LedgerKind[];
  for (const kind of kinds) {
    const sum = [...bySurgeon.values()].reduce((total, row) => total + row.counts[kind], 0);
    exactMean[kind] = surgeons.length === 0 ? 0 : sum / surgeons.length;
  }
  const mean = emptyCounts();
  for (const kind of kinds) mean[kind] = round2(exactMean[kind]);
  return {
    from: range.from,
    to: range.to,
    friday_counts_as_weekend: rules.fridayIsWeekend,
    mean,
    surgeons: surgeons.map((surgeon) => {
      const row = bySurgeon.get(surgeon.id)!;
      const deviation = emptyCounts();
      for (const kind of kinds) deviation[kind] = round2(row.counts[kind] - exactMean[kind]);
      return { surgeon, counts: row.counts, days: row.days, deviation };
    }),
  };
}

/** Two decimals; never -0 (a JSON -0 reads as 0 but a page could show "−0.00"). */
const round2 = (value: number) => Math.round(value * 100) / 100 + 0;
