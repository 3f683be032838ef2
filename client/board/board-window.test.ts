import { describe, expect, it } from 'vitest';
import { boardWindow } from './board-window';

describe("today's board window", () => {
  it('keeps the set window while now and the next hour are inside it', () => {
    expect(boardWindow('06:00', '19:00', '10:00')).toEqual({ start: '06:00', end: '19:00' });
    expect(boardWindow('06:00', '19:00', '18:00')).toEqual({ start: '06:00', end: '19:00' });
  });

  it('moves on with the clock, keeping its length, so the whole next hour is in it', () => {
    expect(boardWindow('06:00', '19:00', '18:01')).toEqual({ start: '07:00', end: '20:00' });
    expect(boardWindow('06:00', '19:00', '19:22')).toEqual({ start: '08:00', end: '21:00' });
    expect(boardWindow('06:00', '19:00', '23:10')).toEqual({ start: '11:00', end: '00:00' });
  });

  it('moves back to the hour now when that is before the set start', () => {
    expect(boardWindow('06:00', '19:00', '05:40')).toEqual({ start: '05:00', end: '18:00' });
  });

  it("keeps the set window on tomorrow's board and after midnight, which the grid does not hold", () => {
    expect(boardWindow('06:00', '19:00', null)).toEqual({ start: '06:00', end: '19:00' });
    expect(boardWindow('06:00', '19:00', '00:30')).toEqual({ start: '06:00', end: '19:00' });
  });
});
