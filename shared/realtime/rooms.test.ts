import { describe, expect, it } from 'vitest';
import { parseBoardRoom, parseFamilyRoom, parseRoom, rooms, roomsForDay } from './rooms.js';

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

describe('board rooms', () => {
  it('are parsed only by parseBoardRoom, never as rooms a person may ask for', () => {
    expect(parseRoom(rooms.boardDay('2026-11-23'))).toBeNull();
    expect(parseRoom(rooms.boardDayVariant('2026-11-23', 'named'))).toBeNull();
    expect(parseBoardRoom(rooms.boardDay('2026-11-23'))).toEqual({ date: '2026-11-23', variant: null });
    expect(parseBoardRoom(rooms.boardDayVariant('2026-11-23', 'masked'))).toEqual({
      date: '2026-11-23',
      variant: 'masked',
    });
    for (const bad of ['board-day:2026-02-30', 'board-day:2026-11-23:open', 'day:2026-11-23', 42])
      expect(parseBoardRoom(bad)).toBeNull();
  });
});

describe('rooms of a day or a month outside the portal’s years', () => {
  const years = ['0000', '0001', '0099', '1899', '2200', '9999', '10000', '-1', '-0001'];

  it('are refused, whoever asks', () => {
    for (const year of years) {
      for (const name of [`day:${year}-01-01`, `month:${year}-12`, `month:${year}-01`])
        expect(parseRoom(name)).toBeNull();
      expect(parseBoardRoom(rooms.boardDay(`${year}-12-31`))).toBeNull();
      expect(parseBoardRoom(rooms.boardDayVariant(`${year}-12-31`, 'named'))).toBeNull();
      expect(parseFamilyRoom(rooms.familyDay(`${year}-12-31`))).toBeNull();
    }
  });

  it('are parsed at both ends of the range', () => {
    expect(parseRoom('day:1900-01-01')).toEqual({ kind: 'day', date: '1900-01-01' });
    expect(parseRoom('day:2199-12-31')).toEqual({ kind: 'day', date: '2199-12-31' });
    expect(parseRoom('month:1900-01')).toEqual({ kind: 'month', month: '1900-01' });
    expect(parseRoom('month:2199-12')).toEqual({ kind: 'month', month: '2199-12' });
    expect(parseFamilyRoom('family-day:2199-12-31')).toEqual({ date: '2199-12-31' });
  });
});
