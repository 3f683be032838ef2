import { describe, expect, it } from 'vitest';
import { withFrom } from './date-range';

describe('a date range', () => {
  it('lets the To follow the From until the To is changed', () => {
    expect(withFrom({ from: '', to: '' }, '2026-10-05', true)).toEqual({ from: '2026-10-05', to: '2026-10-05' });
    expect(withFrom({ from: '2026-10-05', to: '2026-10-05' }, '2026-10-07', true)).toEqual({
      from: '2026-10-07',
      to: '2026-10-07',
    });
    expect(withFrom({ from: '2026-10-05', to: '2026-10-09' }, '2026-10-07', true)).toEqual({
      from: '2026-10-07',
      to: '2026-10-09',
    });
  });

  it('never leaves a followed To before the From', () => {
    expect(withFrom({ from: '2026-10-05', to: '2026-10-09' }, '2026-10-12', true)).toEqual({
      from: '2026-10-12',
      to: '2026-10-12',
    });
  });

  it('leaves the To alone where it does not follow', () => {
    expect(withFrom({ from: '', to: '' }, '2026-10-05', false)).toEqual({ from: '2026-10-05', to: '' });
    expect(withFrom({ from: '2026-10-05', to: '2026-10-01' }, '2026-10-12', false)).toEqual({
      from: '2026-10-12',
      to: '2026-10-01',
    });
  });
});
