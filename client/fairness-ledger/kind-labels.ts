import type { LedgerKind } from '../../shared/schemas/fairness-ledger.js';

/** The ledger's column headings, on screen and in its CSV. */
export const KIND_LABELS: Record<LedgerKind, string> = {
  first: '1st',
  second: '2nd',
  weekend: 'Weekend',
  holiday: 'Holiday',
  weekday: 'Weekday',
  total: 'Total',
};
