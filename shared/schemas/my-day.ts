import type { Purpose } from './daily-schedule.js';

/** One of my cases or meetings on a day: what and when, never the patient. */
export interface MyCase {
  id: number;
  purpose: Purpose;
  start_time: string;
  end_time: string;
  procedure: string | null;
  location: string | null;
}

export interface MyDayPart {
  date: string;
  /** My call slots that day: '1st', '2nd', 'O AM', 'O PM'. */
  calls: string[];
  cases: MyCase[];
}

export interface OnCallPerson {
  id: number;
  name: string;
  initial: string;
}

/** `GET /api/me/day`: today and tomorrow in the practice's time zone. */
export interface MyDayResponse {
  today: MyDayPart;
  tomorrow: MyDayPart;
  /** My next run of time off (from today on), or null. */
  nextTimeOff: { vacation_type: string; from: string; to: string } | null;
  /** Today's 1st and 2nd call, for everyone. */
  onCall: { first: OnCallPerson | null; second: OnCallPerson | null };
}
