import { describe, expect, it } from 'vitest';
import { callEnd, coverOfferOpen, tradeOpen } from './call-times.js';

describe('a cover offer is open until its call ends', () => {
  it('ends at 07:00 the next day, across a month end', () => {
    expect(callEnd('2026-11-30')).toEqual({ date: '2026-12-01', time: '07:00' });
  });

  it.each([
    { now: { date: '2026-11-17', time: '23:00' }, open: true },
    { now: { date: '2026-11-18', time: '10:40' }, open: true },
    { now: { date: '2026-11-19', time: '00:30' }, open: true },
    { now: { date: '2026-11-19', time: '06:59' }, open: true },
    { now: { date: '2026-11-19', time: '07:00' }, open: false },
    { now: { date: '2026-11-20', time: '02:00' }, open: false },
  ])('the call of 11/18 at $now.date $now.time: $open', ({ now, open }) => {
    expect(coverOfferOpen('2026-11-18', now)).toBe(open);
  });
});

describe('a trade (swap or give-away) is open until its call starts', () => {
  it.each([
    { now: { date: '2026-11-17', time: '23:00' }, open: true },
    { now: { date: '2026-11-18', time: '00:30' }, open: true },
    { now: { date: '2026-11-18', time: '06:59' }, open: true },
    { now: { date: '2026-11-18', time: '07:00' }, open: false },
    { now: { date: '2026-11-18', time: '10:40' }, open: false },
  ])('the call of 11/18 at $now.date $now.time: $open', ({ now, open }) => {
    expect(tradeOpen('2026-11-18', now)).toBe(open);
  });
});
