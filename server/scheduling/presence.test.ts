import { describe, expect, it } from 'vitest';
import { MemoryEditPresence } from './presence.js';

describe('edit presence in memory', () => {
  it('lists each person once even with two windows open, and changes only when the list does', async () => {
    const presence = new MemoryEditPresence(10_000, () => 0);
    expect(await presence.set('s1', '2026-11', { id: 1, name: 'Ann' })).toEqual(['2026-11']);
    await presence.set('s2', '2026-11', { id: 1, name: 'Ann' });
    expect(await presence.editors('2026-11')).toEqual([{ id: 1, name: 'Ann' }]);
    expect(await presence.set('s1', '2026-11', { id: 1, name: 'Ann' })).toEqual([]);
    expect(await presence.remove('s1')).toEqual(['2026-11']);
    expect(await presence.editors('2026-11')).toEqual([{ id: 1, name: 'Ann' }]);
  });

  it('moving to another month changes both months', async () => {
    const presence = new MemoryEditPresence(10_000, () => 0);
    await presence.set('s1', '2026-11', { id: 1, name: 'Ann' });
    expect(await presence.set('s1', '2026-12', { id: 1, name: 'Ann' })).toEqual(['2026-11', '2026-12']);
    expect(await presence.editors('2026-11')).toEqual([]);
  });

  it('forgets a socket not heard from within the time to live', async () => {
    let now = 0;
    const presence = new MemoryEditPresence(10_000, () => now);
    await presence.set('s1', '2026-11', { id: 1, name: 'Ann' });
    await presence.set('s2', '2026-11', { id: 2, name: 'Bob' });
    now = 6_000;
    await presence.set('s2', '2026-11', { id: 2, name: 'Bob' });
    now = 11_000;
    expect(await presence.sweep()).toEqual(['2026-11']);
    expect(await presence.editors('2026-11')).toEqual([{ id: 2, name: 'Bob' }]);
  });
});
