import type { CaseProgress, DayCaseProgress } from '../../shared/schemas/case-tracking.js';
import type {
  DailyScheduleData,
  ScheduleEventUpserted,
  ScheduleGridItem,
} from '../../shared/schemas/daily-schedule.js';

const initialOf = (name: string | null) => name?.trim().charAt(0).toUpperCase() ?? '';

/**
 * What a masked board may show of an event: the structured fields (times, purpose, the chosen
 * location, the people on it, the meeting's week and weekday) and nothing typed freely, for
 * every purpose. A field not listed here (a new one too) reaches a masked board as null.
 */
const SHOWN_ON_MASKED_BOARDS: ReadonlySet<string> = new Set<keyof ScheduleGridItem>([
  'id',
  'event_date',
  'start_time',
  'end_time',
  'purpose',
  'surgeon_type',
  'event_location',
  'surgeon',
  'metting_q',
  'metting_d',
  'surgeon_o_am',
  'surgeon_o_pm',
  'version',
]);

/**
 * The one masking rule of the wall boards. Of free text only a procedure's own `procedure`
 * (what the operation is: the board's reason to exist) stays; its patient is shown by initials.
 * Names, MRN, case number, notes, a typed location and a meeting's or office block's text do not.
 */
export function maskGridItem(item: ScheduleGridItem): ScheduleGridItem {
  const masked: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(item)) masked[field] = SHOWN_ON_MASKED_BOARDS.has(field) ? value : null;
  const initials = `${initialOf(item.patient_first_name)}${initialOf(item.patient_last_name)}`;
  return {
    ...(masked as unknown as ScheduleGridItem),
    procedure: item.purpose === 'Procedure' ? item.procedure : null,
    patient_initials: initials || null,
  };
}

export function maskDayData(data: DailyScheduleData): DailyScheduleData {
  return {
    ...data,
    surgeon_events: Object.fromEntries(
      Object.entries(data.surgeon_events).map(([id, items]) => [id, items.map(maskGridItem)]),
    ),
    office_events: data.office_events.map(maskGridItem),
  };
}

export function maskUpserted(payload: ScheduleEventUpserted): ScheduleEventUpserted {
  return {
    ...payload,
    surgeon_events: Object.fromEntries(
      Object.entries(payload.surgeon_events).map(([id, item]) => [id, maskGridItem(item)]),
    ),
    office_event: payload.office_event && maskGridItem(payload.office_event),
  };
}

/**
 * What no wall board receives, named or masked: the family's case code. It is for the family's
 * card and the family board; on a wall, beside the initials (or the name) and the procedure, it
 * would tell whoever reads both screens whose case the waiting room is following.
 */
export function withoutFamilyCode(progress: CaseProgress): CaseProgress {
  return { ...progress, case_code: null };
}

/**
 * A case's progress as a masked board may show it: steps, times, who set them and the reasons
 * chosen from the lists; never the free text typed with a delay, a cancellation or a correction,
 * nor the family's code.
 */
export function maskCaseProgress(progress: CaseProgress): CaseProgress {
  return {
    ...withoutFamilyCode(progress),
    milestones: progress.milestones.map((milestone) => ({ ...milestone, correction_reason: null })),
    delay: progress.delay && { ...progress.delay, note: '' },
    cancellation: progress.cancellation && { ...progress.cancellation, note: '' },
  };
}

/** A day's cases through `step` (withoutFamilyCode for a named board, maskCaseProgress for a masked one). */
export function dayCasesThrough(day: DayCaseProgress, step: (progress: CaseProgress) => CaseProgress): DayCaseProgress {
  return {
    cases: Object.fromEntries(Object.entries(day.cases).map(([id, progress]) => [id, step(progress)])),
  };
}
