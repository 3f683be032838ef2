import type { AuditEntry } from '../../shared/schemas/audit.js';
import { changedValues } from '../ui/describe-history-entry';
import { HistoryButton } from '../ui/history-button';

const describeEvent = (entry: AuditEntry) => {
  if (entry.action === 'create') return 'Added';
  if (entry.action === 'archive') return 'Deleted';
  const changes = changedValues(entry).map((change) => `${change.field}: ${change.from} → ${change.to}`);
  return changes.slice(0, 4).join('; ') + (changes.length > 4 ? '; ...' : '') || 'No field changed';
};

/** The History link of a schedule event (its edit dialog). */
export function EventHistory({ id }: { id: number }) {
  return (
    <HistoryButton
      label="History of this event"
      title="History of this event"
      area="daily-schedule"
      id={id}
      describe={describeEvent}
    />
  );
}
