import type {
  DailyScheduleData,
  Purpose,
  ScheduleGridItem,
  ScheduleSurgeon,
} from '../../shared/schemas/daily-schedule.js';
import { SCHEDULE_TIMES } from '../../shared/schedule-times.js';
import type { Db } from '../db/connect.js';
import { eventsOfDay, participantsOf, type EventRow, type ParticipantRow } from './daily-schedule.repository.js';
import { orderedSurgeons } from './surgeon-order.repository.js';

function gridItem(row: EventRow, surgeonType: 'P' | 'A' | null, names: string): ScheduleGridItem {
  return {
    id: row.id,
    event_date: row.event_date,
    start_time: row.start_time,
    end_time: row.end_time,
    purpose: row.purpose as Purpose,
    surgeon_type: surgeonType,
    event_location: row.event_location,
    event_location_text: row.event_location_text,
    patient_first_name: row.patient_first_name,
    patient_last_name: row.patient_last_name,
    patient_mrn: row.patient_mrn,
    case_number: row.case_number,
    procedure: row.procedure,
    event_note: row.event_note,
    surgeon: names,
    metting_q: row.metting_q,
    metting_d: row.metting_d,
    surgeon_o_am: null,
    surgeon_o_pm: null,
    version: row.version,
  };
}

export interface EventGridItems {
  surgeon_events: Record<string, ScheduleGridItem>;
  office_event: ScheduleGridItem | null;
  surgeons: ScheduleSurgeon[];
}

/** One event as the grid shows it: one item per surgeon on it, or an office item. */
export function gridItemsOf(row: EventRow, participants: ParticipantRow[]): EventGridItems {
  const names = participants.map((p) => p.name).join(', ');
  const surgeon_events: Record<string, ScheduleGridItem> = {};
  for (const p of participants) surgeon_events[p.surgeon_id] = gridItem(row, p.surgeon_type === 'A' ? 'A' : 'P', names);
  return {
    surgeon_events,
    office_event: row.purpose === 'Office' ? gridItem(row, null, '') : null,
    surgeons: participants.map((p) => ({ id: p.surgeon_id, name: p.name })),
  };
}

/**
 * One day's grid in four indexed queries (surgeon columns, one-off events, monthly meetings,
 * the people on them), whatever the number of surgeons and events.
 */
export async function readDayWithoutRoles(db: Db, date: string): Promise<Omit<DailyScheduleData, 'surgeonsRole'>> {
  const columns = await orderedSurgeons(db);
  const events = await eventsOfDay(db, date);
  const participants = await participantsOf(
    db,
    events.map((event) => event.id),
  );

  const surgeons: ScheduleSurgeon[] = columns.map(({ id, name }) => ({ id, name }));
  const surgeon_events: Record<string, ScheduleGridItem[]> = Object.fromEntries(
    surgeons.map((s) => [String(s.id), []]),
  );
  const office_events: ScheduleGridItem[] = [];
  const byEvent = new Map<number, ParticipantRow[]>();
  for (const p of participants) byEvent.set(p.event_id, [...(byEvent.get(p.event_id) ?? []), p]);

  for (const event of events) {
    const items = gridItemsOf(event, byEvent.get(event.id) ?? []);
    if (items.office_event) office_events.push(items.office_event);
    for (const surgeon of items.surgeons) {
      // Someone no longer an active physician keeps their column on days they are booked.
      if (!(String(surgeon.id) in surgeon_events)) {
        surgeons.push(surgeon);
        surgeon_events[surgeon.id] = [];
      }
      surgeon_events[surgeon.id]!.push(items.surgeon_events[surgeon.id]!);
    }
  }
  return { date, times: [...SCHEDULE_TIMES], surgeons, surgeon_events, office_events };
}
