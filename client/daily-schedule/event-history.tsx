import { describeRecordChange } from '../ui/describe-history-entry';
import { HistoryButton } from '../ui/history-button';

/** The History link of a schedule event (its edit dialog). */
export function EventHistory({ id }: { id: number }) {
  return (
    <HistoryButton
      label="History of this event"
      title="History of this event"
      area="daily-schedule"
      id={id}
      describe={describeRecordChange}
    />
  );
}
