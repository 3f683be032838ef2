import type { AuditEntry } from '../../shared/schemas/audit.js';
import { changedValues } from './describe-history-entry';
import { HistoryButton } from './history-button';

const ACTION_TEXT: Record<string, string> = { create: 'Added', archive: 'Deleted' };

const describeChange = (entry: AuditEntry) => {
  if (ACTION_TEXT[entry.action]) return ACTION_TEXT[entry.action]!;
  const changes = changedValues(entry).map((change) => `${change.field}: ${change.from} → ${change.to}`);
  return changes.slice(0, 4).join('; ') + (changes.length > 4 ? '; ...' : '') || 'No field changed';
};

/** The History link of a row of a list (a rounds or operative-log entry): what changed, who, when. */
export function RecordHistory({ area, id, name }: { area: 'rounds' | 'operative-log'; id: number; name: string }) {
  return (
    <HistoryButton
      label={`History of ${name}`}
      title={`History of ${name}`}
      area={area}
      id={id}
      describe={describeChange}
    />
  );
}
