import { describeRecordChange } from './describe-history-entry';
import { HistoryButton } from './history-button';

/** The History link of a row of a list (a rounds or operative-log entry): what changed, who, when. */
export function RecordHistory({ area, id, name }: { area: 'rounds' | 'operative-log'; id: number; name: string }) {
  return (
    <HistoryButton
      label={`History of ${name}`}
      title={`History of ${name}`}
      area={area}
      id={id}
      describe={describeRecordChange}
    />
  );
}
