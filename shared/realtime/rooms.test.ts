import { describe, expect, it } from 'vitest';
import { parseRoom, rooms, roomsForDay } from './rooms.js';

describe('rooms', () => {
  it('parses every room it builds', () => {
    expect(parseRoom(rooms.user(7))).toEqual({ kind: 'user', userId: 7 });
    expect(parseRoom(rooms.day('2025-07-04'))).toEqual({ kind: 'day', date: '2025-07-04' });
    expect(parseRoom(rooms.month('2025-07'))).toEqual({ kind: 'month', month: '2025-07' });
    expect(parseRoom(rooms.list('rounds'))).toEqual({ kind: 'list', list: 'rounds' });
  });

  it('refuses names it does not build', () => {
    for (const name of ['day:2025-02-30', 'month:2025-13', 'user:0', 'user:x', 'admin', 42, null, 'day:2025-7-4']) {
      expect(parseRoom(name)).toBeNull();
    }
  });

  it('says a day concerns its day room and its month room', () => {
    expect(roomsForDay('2025-07-04')).toEqual(['day:2025-07-04', 'month:2025-07']);
  });
});
