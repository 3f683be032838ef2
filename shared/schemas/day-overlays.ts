/**
 * What the call calendar and block time contribute to one day's schedule grid. The daily
 * schedule draws them; the areas that own the data compute them and push them to `day:` rooms.
 */

/** A time-off record covering the day (`GET /daily-schedule-cme` items). */
export interface CmeItem {
  surgeon_id: number;
  vacation_type: string;
  vacation_dates: string[];
}

/** Who holds the AM and PM office that day (`GET /daily-schedule-om-pm` → `ompm`). */
export interface OfficeOfDay {
  surgeon_o_am: number | null;
  surgeon_o_pm: number | null;
}

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
