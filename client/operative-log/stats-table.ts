import type { SurgeonLogs } from '../../shared/schemas/operative-log.js';

export interface StatsCell {
  surgeries: number;
  assistances: number;
}
export interface StatsRow {
  id: number;
  name: string;
  months: StatsCell[];
  total: StatsCell;
}
export interface StatsTable {
  rows: StatsRow[];
  monthTotals: StatsCell[];
  total: StatsCell;
}

const zero = (): StatsCell => ({ surgeries: 0, assistances: 0 });
const add = (into: StatsCell, cell: StatsCell) => {
  into.surgeries += cell.surgeries;
  into.assistances += cell.assistances;
};

/** `primary/assist`, as every cell of the panel reads. */
export const formatCell = (cell: StatsCell) => `${cell.surgeries}/${cell.assistances}`;

/**
 * Surgeon rows by month (Jan–Dec) with a Total column and a Total row. Rows come from both
 * lists, so a surgeon who only assisted still has one.
 */
export function buildStatsTable(stats: SurgeonLogs): StatsTable {
  const rows = new Map<number, StatsRow>();
  for (const row of [...stats.surgeons, ...stats.assistants]) {
    let held = rows.get(row.id);
    if (!held) {
      held = { id: row.id, name: row.name, months: Array.from({ length: 12 }, zero), total: zero() };
      rows.set(row.id, held);
    }
    const cell = held.months[row.month - 1];
    if (cell) {
      cell.surgeries = Math.max(cell.surgeries, row.surgeries);
      cell.assistances = Math.max(cell.assistances, row.assistances);
    }
  }
  const monthTotals = Array.from({ length: 12 }, zero);
  const total = zero();
  for (const row of rows.values()) {
    row.months.forEach((cell, index) => {
      add(row.total, cell);
      add(monthTotals[index]!, cell);
    });
    add(total, row.total);
  }
  return { rows: [...rows.values()].sort((a, b) => a.name.localeCompare(b.name)), monthTotals, total };
}
