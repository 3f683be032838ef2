import { formatMonthDay } from '../../shared/dates.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { CALL_SLOTS, SLOT_LABELS, type CallSlot } from '../../shared/schemas/call-calendar.js';
import { initialOf, useCallMonthStore } from './store';
import { changedValues } from '../ui/describe-history-entry';
import { HistoryButton } from '../ui/history-button';
import { describeDayEntry } from './describe-day-entry';

/**
 * The History link of one call-calendar day: "12/15 2nd: SW → DR, Maria Lopez, 10:42 AM", and the
 * time off and closures added or removed that day ("12/15 Office closure removed"), Undo where it applies.
 */
export function CallDayHistory({ date }: { date: string }) {
  const surgeons = useCallMonthStore((state) => state.surgeons);
  const day = `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
  const describe = (entry: AuditEntry) => {
    const related = describeDayEntry(entry);
    if (related) return `${day} ${related}`;
    const changes = changedValues(entry, (_field, value) => initialOf(surgeons, value as number | null))
      .filter((change) => (CALL_SLOTS as readonly string[]).includes(change.field))
      .map((change) => `${SLOT_LABELS[change.field as CallSlot]}: ${change.from} → ${change.to}`);
    // Slots emptied (or put back) by time off or a closure carry why, e.g. "Time off (Vac.) for Dr. Lee".
    const reason = (entry.after as { reason?: unknown } | null)?.reason;
    const why = typeof reason === 'string' ? ` (${reason})` : '';
    return `${day} ${changes.join('; ') || 'no slot changed'}${why}`;
  };
  return (
    <HistoryButton
      label={`History of ${formatMonthDay(date)}`}
      title={`History of ${formatMonthDay(date)}`}
      area="call-calendar"
      id={date}
      describe={describe}
    />
  );
}
