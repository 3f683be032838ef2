import { addDays } from '../../shared/dates.js';
import type { BoardDay, BoardSettings } from '../../shared/schemas/boards.js';
import { zonedNow } from '../../shared/zoned-time.js';
import { readDayOverlay } from '../block-time/block-time.views.js';
import { readCallDayOverlay } from '../call-calendar/day-overlay.js';
import type { Db } from '../db/connect.js';
import { DayCache } from '../daily-schedule/day-cache.js';
import { maskDayData } from './board-mask.js';
import type { BoardRow } from './boards.tables.js';

export function toBoardSettings(row: BoardRow): BoardSettings {
  return {
    id: row.id,
    name: row.name,
    allow_names: row.allow_names === 1 ? 1 : 0,
    window_start: row.window_start,
    window_end: row.window_end,
    rotation_seconds: row.rotation_seconds,
  };
}

/** The practice's today (config TZ) and the days a board may read: yesterday to the day after tomorrow. */
export function boardDates(
  timeZone: string,
  now = new Date(),
): { today: string; tomorrow: string; readable: string[] } {
  const today = zonedNow(timeZone, now).date;
  return { today, tomorrow: addDays(today, 1), readable: [-1, 0, 1, 2].map((offset) => addDays(today, offset)) };
}

/** Reads a day as a board shows it: the grid and its overlays, masked unless the board may show names. */
export function boardDayReader(db: Db): (board: BoardRow, date: string) => Promise<BoardDay> {
  const days = new DayCache(db);
  return async (board, date) => {
    const [schedule, call, block] = await Promise.all([
      days.read(date),
      readCallDayOverlay(db, date),
      readDayOverlay(db, date),
    ]);
    return {
      date,
      'daily-schedule': board.allow_names === 1 ? schedule : maskDayData(schedule),
      'call-calendar': call,
      'block-time': block,
    };
  };
}
