import { addDays } from '../../shared/dates.js';
import type { RoomSnapshotParts } from '../../shared/realtime/snapshots.js';
import type { BoardDay, BoardKind, BoardSettings } from '../../shared/schemas/boards.js';
import type { PracticeClock } from '../../shared/practice-clock.js';
import type { RoomSnapshots } from '../realtime/room-snapshots.js';
import { dayCasesThrough, maskCaseProgress, maskDayData, withoutFamilyCode } from './board-mask.js';
import type { BoardRow } from './boards.tables.js';

export const boardKindOf = (row: BoardRow): BoardKind => (row.kind === 'family' ? 'family' : 'wall');

export function toBoardSettings(row: BoardRow): BoardSettings {
  return {
    id: row.id,
    name: row.name,
    kind: boardKindOf(row),
    allow_names: row.allow_names === 1 ? 1 : 0,
    window_start: row.window_start,
    window_end: row.window_end,
    rotation_seconds: row.rotation_seconds,
  };
}

/** The practice's today and the days a board may read: yesterday to the day after tomorrow. */
export function boardDates(clock: PracticeClock): { today: string; tomorrow: string; readable: string[] } {
  const today = clock.today();
  return { today, tomorrow: addDays(today, 1), readable: [-1, 0, 1, 2].map((offset) => addDays(today, offset)) };
}

type DaySnapshot = RoomSnapshotParts['day'];

/**
 * The typed masking step between a day room's snapshot and a board: the grid and the cases'
 * free text masked unless the board may show names, the family codes left out on every board
 * (the call and block overlays hold no patient data).
 */
export function maskDaySnapshot(board: BoardRow, day: DaySnapshot): DaySnapshot {
  if (board.allow_names === 1)
    return { ...day, 'case-tracking': dayCasesThrough(day['case-tracking'], withoutFamilyCode) };
  return {
    ...day,
    'daily-schedule': maskDayData(day['daily-schedule']),
    'case-tracking': dayCasesThrough(day['case-tracking'], maskCaseProgress),
  };
}

export type BoardDayReader = (board: BoardRow, date: string) => Promise<BoardDay>;

/** Reads a day as a board shows it: the day room's own snapshot (one day cache for all) through the masking step. */
export function boardDayReader(snapshots: RoomSnapshots): BoardDayReader {
  return async (board, date) => ({ date, ...maskDaySnapshot(board, await snapshots.readWhole({ kind: 'day', date })) });
}
