import { paths } from '../lib/paths';
import { RecordsToolbar } from '../ui/records-toolbar';

/** Name search, the 7-day strip (newest day on the left) and Select Date of the operative log. */
export function OperativeLogToolbar(props: { currentDate?: string | null; initialName?: string }) {
  return (
    <RecordsToolbar
      {...props}
      searchPath={paths.operativeLogSearch}
      datePath={paths.operativeLogSearchDate}
      stripLabel="Operative log by date"
      newestFirst
    />
  );
}
