import { describe, expect, it } from 'vitest';
import { buildStatsTable, formatCell } from './stats-table';

const row = (id: number, name: string, month: number, surgeries: number, assistances: number) => ({
  id,
  name,
  month,
  surgeries,
  assistances,
});

describe('the statistics table', () => {
  it('puts primary/assist per month, a Total column and a Total row', () => {
    const table = buildStatsTable({
      year: 2025,
      surgeons: [row(1, 'Zoe Adams', 1, 2, 1), row(1, 'Zoe Adams', 3, 1, 0), row(2, 'Ben Cole', 1, 1, 2)],
      assistants: [row(1, 'Zoe Adams', 1, 2, 1), row(2, 'Ben Cole', 1, 1, 2)],
    });
    expect(table.rows.map((r) => r.name)).toEqual(['Ben Cole', 'Zoe Adams']);
    expect(formatCell(table.rows[1]!.months[0]!)).toBe('2/1');
    expect(formatCell(table.rows[1]!.months[1]!)).toBe('0/0');
    expect(formatCell(table.rows[1]!.total)).toBe('3/1');
    expect(formatCell(table.monthTotals[0]!)).toBe('3/3');
    expect(formatCell(table.total)).toBe('4/3');
  });

  it('gives a row to someone found only among the assistants (the old server shape)', () => {
    const table = buildStatsTable({
      year: 2025,
      surgeons: [row(1, 'Ann Lee', 2, 4, 0)],
      assistants: [row(7, 'Sam Ortiz', 2, 0, 3)],
    });
    expect(table.rows.map((r) => `${r.name} ${formatCell(r.total)}`)).toEqual(['Ann Lee 4/0', 'Sam Ortiz 0/3']);
  });
});
