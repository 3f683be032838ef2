import { z } from 'zod';
import type { CallSlot } from './call-calendar.js';

/**
 * What the call calendar and block time contribute to one day's schedule grid. The daily
 * schedule draws them; the areas that own the data compute them and push them to `day:` rooms.
 */

/** A time-off record covering the day (`GET /daily-schedule-cme` items). */
export const cmeItemSchema = z.object({
  surgeon_id: z.number(),
  vacation_type: z.string(),
  vacation_dates: z.array(z.string()),
});
export type CmeItem = z.infer<typeof cmeItemSchema>;

/** Who holds the AM and PM office that day (`GET /daily-schedule-om-pm` → `ompm`). */
export const officeOfDaySchema = z.object({
  surgeon_o_am: z.number().nullable(),
  surgeon_o_pm: z.number().nullable(),
});
export type OfficeOfDay = z.infer<typeof officeOfDaySchema>;

/** A call slot a surgeon holds that day: '1st', '2nd', 'O AM' or 'O PM'. */
export interface SurgeonDayRole {
  id: number;
  role: string;
}

/** The call calendar's part of a day: snapshot part 'call-calendar' and event 'call-calendar:day-changed'. */
export interface CallDayOverlay {
  date: string;
  cme: CmeItem[];
  ompm: OfficeOfDay;
  surgeonsRole: SurgeonDayRole[];
  /** True when the office is closed that day. */
  closed: boolean;
  /** The practice holiday's name when the day is one: no office sessions are expected on it. */
  holiday: string | null;
  /** The slots nobody holds that day (shared/coverage.ts): the grid and the board show them as gaps. */
  uncovered: CallSlot[];
}

/** `GET /daily-schedule-block-time` items: `{ location: "MOR", time: "07:30 AM - 03:00 PM" }`. */
export interface BlockTimeItem {
  location: string;
  time: string;
}

/** Block time's part of a day: snapshot part 'block-time' and event 'block-time:day-changed'. */
export interface BlockDayOverlay {
  date: string;
  blocks: BlockTimeItem[];
}
