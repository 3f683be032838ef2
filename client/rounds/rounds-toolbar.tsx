import { paths } from '../lib/paths';
import { RecordsToolbar } from '../ui/records-toolbar';

/** Name search, the archive's day strip and the Select Date calendar of the rounds pages. */
export function RoundsToolbar(props: { currentDate?: string | null; initialName?: string }) {
  return (
    <RecordsToolbar
      {...props}
      searchPath={paths.searchByName}
      datePath={paths.hospitalRoundSearchDate}
      stripLabel="Archived rounds by date"
    />
  );
}
