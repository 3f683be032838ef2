import { formatMonthDay, formatUsDate } from '../../shared/dates.js';
import { SLOT_LABELS } from '../../shared/schemas/call-slots.js';
import type { TimeOffRequest } from '../../shared/schemas/time-off-requests.js';

/** "04/12 1st" for a vacated call or office session. */
export const describeSlot = (slot: { date: string; slot: keyof typeof SLOT_LABELS }) =>
  `${formatMonthDay(slot.date)} ${SLOT_LABELS[slot.slot]}`;

export const describeRange = (request: Pick<TimeOffRequest, 'start_date' | 'end_date'>) =>
  request.start_date === request.end_date
    ? formatUsDate(request.start_date)
    : `${formatUsDate(request.start_date)} – ${formatUsDate(request.end_date)}`;
