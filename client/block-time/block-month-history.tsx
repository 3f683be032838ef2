import { formatMonthDay, monthTitle } from '../../shared/dates.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { BlockMonthData } from '../../shared/schemas/block-time.js';
import { changedBlockDates } from '../../shared/schemas/block-time-keys.js';
import { HistoryButton } from '../ui/history-button';

const EMPTY: BlockMonthData = { locations: {}, checkboxStates: {} };

const describeSave = (entry: AuditEntry) => {
  const dates = changedBlockDates(
    (entry.before as BlockMonthData | null) ?? EMPTY,
    (entry.after as BlockMonthData | null) ?? EMPTY,
  );
  if (dates.length === 0) return 'Saved, no block changed';
  return `Blocks changed on ${dates.slice(0, 6).map(formatMonthDay).join(', ')}${dates.length > 6 ? ', ...' : ''}`;
};

/** The History link of a block-time month (its edit page). */
export function BlockMonthHistory({ month }: { month: string }) {
  const title = `History of ${monthTitle(month)} block time`;
  return <HistoryButton label={title} title={title} area="block-time" id={month} describe={describeSave} />;
}
