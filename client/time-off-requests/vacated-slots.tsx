import type { TimeOffPreview } from '../../shared/schemas/time-off-requests.js';
import { describeSlot } from './describe';

/** The calls and office sessions a time off would empty ("12/01 1st call"), or nothing when none. */
export function VacatedSlots({ preview, label }: { preview: TimeOffPreview; label?: string }) {
  if (preview.calls.length + preview.office_sessions.length === 0) return null;
  return (
    <ul aria-label={label}>
      {preview.calls.map((slot) => (
        <li key={`${slot.date}/${slot.slot}`}>{describeSlot(slot)} call</li>
      ))}
      {preview.office_sessions.map((slot) => (
        <li key={`${slot.date}/${slot.slot}`}>{describeSlot(slot)} office session</li>
      ))}
    </ul>
  );
}
