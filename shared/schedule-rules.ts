import { addDays, formatTime12, formatUsDate } from './dates.js';
import { slotIndex } from './schedule-times.js';
import { OFFICE_SLOTS, SLOT_LABELS, type CallSlot } from './schemas/call-calendar.js';

/**
 * The scheduling rules, pure, so the server enforces exactly what the client flags before Save.
 * Hard rules refuse a save; soft rules warn and let the user save anyway.
 */

export type DaySlots = { date: string } & Record<CallSlot, number | null>;
export type NameOf = (surgeonId: number) => string;

/** A hard-rule breach: the slot that cannot hold what was put in it. */
export interface CallProblem {
  date: string;
  slot: CallSlot;
  surgeon_id: number | null;
  message: string;
}

export type WarningReason = 'time_off' | 'office_session' | 'consecutive_first_call' | 'takes_off_call';

/** A soft-rule breach: `{ errorType: "schedule_warning", warnings }` until the user acknowledges. */
export interface ScheduleWarning {
  date: string;
  slot: CallSlot | null;
  surgeon_id: number;
  surgeon_name: string;
  reason: WarningReason;
  message: string;
}

export const SCHEDULE_WARNING = 'schedule_warning';

/**
 * Pairs of one day's slots one surgeon cannot hold together. 1st and 2nd call back each other
 * up, so they are two people. The 1st-call surgeon answers the hospital all day and cannot be
 * kept in the office, so 1st excludes O AM and O PM. 2nd call is only called in when 1st needs
 * help, so 2nd may hold an office session, and one surgeon may hold both office sessions.
 */
export const EXCLUSIVE_SLOTS: readonly (readonly [CallSlot, CallSlot])[] = [
  ['surgeon_1st', 'surgeon_2nd'],
  ['surgeon_1st', 'surgeon_o_am'],
  ['surgeon_1st', 'surgeon_o_pm'],
];

/** The hard rules of one day's calls. The problem sits on the later slot of each pair. */
export function callDayProblems(day: DaySlots, officeClosed: boolean, nameOf: NameOf): CallProblem[] {
  const problems: CallProblem[] = [];
  const on = formatUsDate(day.date);
  for (const [first, second] of EXCLUSIVE_SLOTS) {
    const id = day[first];
    if (id == null || day[second] !== id) continue;
    problems.push({
      date: day.date,
      slot: second,
      surgeon_id: id,
      message: `${nameOf(id)} cannot take both the ${SLOT_LABELS[first]} and the ${SLOT_LABELS[second]} slot on ${on}.`,
    });
  }
  if (officeClosed) {
    for (const slot of OFFICE_SLOTS) {
      const id = day[slot];
      if (id == null) continue;
      problems.push({
        date: day.date,
        slot,
        surgeon_id: id,
        message: `The office is closed on ${on}: the ${SLOT_LABELS[slot]} slot must stay empty.`,
      });
    }
  }
  return problems;
}

/**
 * A surgeon on 1st call two days running. `days` holds every day the check may look at;
 * `changed` the dates whose 1st call this save changes (only pairs touching one of them warn).
 */
export function consecutiveFirstCallWarnings(
  days: Map<string, number | null>,
  changed: Iterable<string>,
  nameOf: NameOf,
): ScheduleWarning[] {
  const pairs = new Set<string>();
  for (const date of changed) {
    pairs.add(date);
    pairs.add(addDays(date, 1));
  }
  const warnings: ScheduleWarning[] = [];
  for (const date of [...pairs].sort()) {
    const id = days.get(date);
    if (id == null || days.get(addDays(date, -1)) !== id) continue;
    warnings.push({
      date,
      slot: 'surgeon_1st',
      surgeon_id: id,
      surgeon_name: nameOf(id),
      reason: 'consecutive_first_call',
      message: `${nameOf(id)} is on 1st call on ${formatUsDate(date)}, the day after a 1st call.`,
    });
  }
  return warnings;
}

export interface EventForRules {
  purpose: string;
  event_date: string;
  start_time: string;
  end_time: string;
  surgeon_id: number[];
  surgeon_deg: number[];
}

export interface DayForRules {
  timeOff: { surgeon_id: number; vacation_type: string }[];
  ompm: { surgeon_o_am: number | null; surgeon_o_pm: number | null };
  officeHours: { am: { start_time: string; end_time: string }; pm: { start_time: string; end_time: string } };
  closed: boolean;
}

const overlaps = (a: { start_time: string; end_time: string }, b: { start_time: string; end_time: string }) =>
  slotIndex(a.start_time) < slotIndex(b.end_time) && slotIndex(b.start_time) < slotIndex(a.end_time);

/** Soft rules of a procedure or meeting: its surgeons on time off, or inside their own office session. */
export function eventWarnings(event: EventForRules, day: DayForRules, nameOf: NameOf): ScheduleWarning[] {
  if (event.purpose !== 'Procedure' && event.purpose !== 'Meeting') return [];
  const on = formatUsDate(event.event_date);
  const what = event.purpose === 'Procedure' ? 'a procedure' : 'a meeting';
  const warnings: ScheduleWarning[] = [];
  for (const id of new Set([...event.surgeon_id, ...event.surgeon_deg])) {
    const off = day.timeOff.find((item) => item.surgeon_id === id);
    const base = { date: event.event_date, surgeon_id: id, surgeon_name: nameOf(id) };
    if (off) {
      warnings.push({
        ...base,
        slot: null,
        reason: 'time_off',
        message: `${nameOf(id)} is on time off (${off.vacation_type}) on ${on} and is booked for ${what}.`,
      });
    }
    if (day.closed) continue;
    const sessions = [
      { slot: 'surgeon_o_am' as const, hours: day.officeHours.am },
      { slot: 'surgeon_o_pm' as const, hours: day.officeHours.pm },
    ];
    for (const { slot, hours } of sessions) {
      if (day.ompm[slot] !== id || !overlaps(event, hours)) continue;
      warnings.push({
        ...base,
        slot,
        reason: 'office_session',
        message: `${nameOf(id)} holds the ${SLOT_LABELS[slot]} office session (${formatTime12(hours.start_time)}–${formatTime12(hours.end_time)}) on ${on} and is booked for ${what} then.`,
      });
    }
  }
  return warnings;
}
