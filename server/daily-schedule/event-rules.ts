import { formatTime12 } from '../../shared/dates.js';
import type { EventInput } from '../../shared/schemas/daily-schedule.js';
import { slotIndex } from '../../shared/schedule-times.js';
import type { Db } from '../db/connect.js';
import { eventWarnings } from '../../shared/schedule-rules.js';
import { readCallDayOverlay, readOfficeHours } from '../scheduling/scheduling.queries.js';
import { HttpError, scheduleWarning, unprocessable } from '../http/errors.js';
import { proceduresOfSurgeons } from './daily-schedule.repository.js';
import { physiciansByIds } from './surgeon-order.repository.js';

type Physician = Awaited<ReturnType<typeof physiciansByIds>>[number];

/**
 * Every surgeon on the event is a physician; one who is no longer active may stay on an event
 * they were already on, but cannot be added. Answers the physicians it read (for assertNoWarnings).
 */
export async function assertSurgeonsValid(db: Db, input: EventInput, alreadyOn: number[]): Promise<Physician[]> {
  const ids = [...input.surgeon_id, ...input.surgeon_deg];
  const physicians = await physiciansByIds(db, ids);
  const found = new Map(physicians.map((row) => [row.id, row]));
  const usable = (id: number) => {
    const row = found.get(id);
    return row !== undefined && (row.user_status === 1 || alreadyOn.includes(id));
  };
  const errors: Record<string, string[]> = {};
  if (!input.surgeon_id.every(usable)) errors.surgeon_id = ['The selected surgeon is invalid.'];
  if (!input.surgeon_deg.every(usable)) errors.surgeon_deg = ['The selected assistant is invalid.'];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return physicians;
}

/**
 * A surgeon cannot be in two procedures at once on the same day: 422 with errorType
 * 'schedule_conflict' and the message under the surgeon list. Meetings and office hours do
 * not block (people step out of meetings).
 */
export async function assertNoDoubleBooking(db: Db, input: EventInput, exceptId: number | null): Promise<void> {
  if (input.purpose !== 'Procedure') return;
  const ids = [...input.surgeon_id, ...input.surgeon_deg];
  if (ids.length === 0) return;
  const [start, end] = [slotIndex(input.start_time), slotIndex(input.end_time)];
  const clash = (await proceduresOfSurgeons(db, input.event_date, ids, exceptId)).find(
    (other) => slotIndex(other.start_time) < end && start < slotIndex(other.end_time),
  );
  if (!clash) return;
  const message = `${clash.name} is already booked from ${formatTime12(clash.start_time)} to ${formatTime12(clash.end_time)} on this date.`;
  throw new HttpError(422, message, { errors: { surgeon_id: [message] }, errorType: 'schedule_conflict' });
}

/**
 * Soft rules (shared/schedule-rules.ts): a procedure or meeting for a surgeon on time off that
 * day or inside their own office session answers 422 'schedule_warning' until acknowledged.
 * `physicians`: the event's surgeons as assertSurgeonsValid read them (read here when absent).
 */
export async function assertNoWarnings(db: Db, input: EventInput, physicians?: Physician[]): Promise<void> {
  const ids = [...input.surgeon_id, ...input.surgeon_deg];
  if (ids.length === 0 || (input.purpose !== 'Procedure' && input.purpose !== 'Meeting')) return;
  const [overlay, hours, surgeons] = await Promise.all([
    readCallDayOverlay(db, input.event_date),
    readOfficeHours(db, input.event_date),
    physicians ?? physiciansByIds(db, ids),
  ]);
  const names = new Map(surgeons.map((row) => [row.id, row.name]));
  const warnings = eventWarnings(
    input,
    { timeOff: overlay.cme, ompm: overlay.ompm, officeHours: hours, closed: overlay.closed },
    (id) => names.get(id) ?? `Surgeon #${id}`,
  );
  if (warnings.length > 0) throw scheduleWarning(warnings);
}
