import { describe, expect, it } from 'vitest';
import { formatDeviation, monthsOf, quarterOf, yearOf } from './ranges';

describe('ledger ranges', () => {
  it('this quarter, this year and last year of the practice today', () => {
    expect(quarterOf('2026-11-24')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterOf('2026-02-01')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarterOf('2026-06-30')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(yearOf('2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(yearOf('2026-11-24', -1)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
  it('the months a range touches', () => {
    expect(monthsOf({ from: '2026-11-15', to: '2027-01-02' })).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(monthsOf({ from: '2026-11-15', to: '2026-11-01' })).toEqual([]);
    expect(monthsOf({ from: '', to: '2026-11-01' })).toEqual([]);
  });
  it('deviations carry a sign', () => {
    expect([formatDeviation(2.33), formatDeviation(-1), formatDeviation(0), formatDeviation(-0.02)]).toEqual([
      '+2.3',
      '−1.0',
      '0.0',
      '0.0',
    ]);
  });
});
