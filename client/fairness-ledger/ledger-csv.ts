import { csvText } from '../../shared/csv.js';
import { LEDGER_KIND_LABELS, LEDGER_KINDS, type FairnessLedger } from '../../shared/schemas/fairness-ledger.js';

/**
 * The ledger as shown, as CSV through the project's one formula-safe writer (shared/csv.ts): a
 * row per surgeon with their counts by kind, then the group's mean. A count's difference from the
 * mean is left to the spreadsheet (the writer quotes a leading minus as text).
 */
export function ledgerCsv(ledger: FairnessLedger): string {
  return csvText(
    ['Surgeon', 'Initials', ...LEDGER_KINDS.map((kind) => LEDGER_KIND_LABELS[kind])],
    [
      ...ledger.surgeons.map((row) => [
        row.surgeon.name,
        row.surgeon.initial,
        ...LEDGER_KINDS.map((kind) => row.counts[kind]),
      ]),
      ['Group mean', '', ...LEDGER_KINDS.map((kind) => ledger.mean[kind].toFixed(1))],
    ],
  );
}

/** The file's name: the ledger's range. */
export const ledgerCsvName = (ledger: FairnessLedger): string => `fairness-ledger-${ledger.from}-to-${ledger.to}.csv`;
