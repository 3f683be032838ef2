import { describe, expect, it } from 'vitest';
import { choicesOf, defaultMonth, marksOf } from './marks';

describe('call preference marks', () => {
  it('opens on the month after the practice today, across a year end', () => {
    expect(defaultMonth('2031-05-20')).toBe('2031-06');
    expect(defaultMonth('2031-12-31')).toBe('2032-01');
  });

  it('offers every day of the month, unmarked days available', () => {
    const choices = choicesOf('2031-02', [{ date: '2031-02-10', kind: 'prefer_not' }]);
    expect(Object.keys(choices)).toHaveLength(28);
    expect(choices['2031-02-10']).toBe('prefer_not');
    expect(choices['2031-02-11']).toBe('available');
  });

  it('sends only the marked days, by date', () => {
    expect(marksOf({ '2031-06-14': 'unavailable', '2031-06-02': 'prefer_not', '2031-06-03': 'available' })).toEqual([
      { date: '2031-06-02', kind: 'prefer_not' },
      { date: '2031-06-14', kind: 'unavailable' },
    ]);
  });
});
