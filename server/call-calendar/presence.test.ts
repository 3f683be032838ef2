import { describe, expect, it } from 'vitest';
import { EditPresence } from './presence.js';

describe('edit presence', () => {
  it('lists each person once even with two windows open, and changes only when the list does', () => {
    const presence = new EditPresence(10_000, () => 0);
    expect(presence.set('s1', '2026-11', { id: 1, name: 'Ann' })).toEqual(['2026-11']);
    presence.set('s2', '2026-11', { id: 1, name: 'Ann' });
    expect(presence.editors('2026-11')).toEqual([{ id: 1, name: 'Ann' }]);
    expect(presence.set('s1', '2026-11', { id: 1, name: 'Ann' })).toEqual([]);
    expect(presence.remove('s1')).toEqual(['2026-11']);
    expect(presence.editors('2026-11')).toEqual([{ id: 1, name: 'Ann' }]);
  });

  it('moving to another month changes both months', () => {
    const presence = new EditPresence(10_000, () => 0);
    presence.set('s1', '2026-11', { id: 1, name: 'Ann' });
    expect(presence.set('s1', '2026-12', { id: 1, name: 'Ann' })).toEqual(['2026-11', '2026-12']);
    expect(presence.editors('2026-11')).toEqual([]);
  });

  it('forgets a socket not heard from within the time to live', () => {
    let now = 0;
    const presence = new EditPresence(10_000, () => now);
    presence.set('s1', '2026-11', { id: 1, name: 'Ann' });
    presence.set('s2', '2026-11', { id: 2, name: 'Bob' });
    now = 6_000;
    presence.set('s2', '2026-11', { id: 2, name: 'Bob' });
    now = 11_000;
    expect(presence.sweep()).toEqual(['2026-11']);
    expect(presence.editors('2026-11')).toEqual([{ id: 2, name: 'Bob' }]);
  });
});
