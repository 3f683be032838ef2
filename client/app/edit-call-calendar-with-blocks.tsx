import { BlockTimeTable } from '../block-time/block-time-table';
import { EditCallCalendarPage } from '../call-calendar/edit-call-calendar-page';
import { PendingTimeOffRequests } from '../time-off-requests/pending-time-off-requests';

/**
 * /edit-call-calender with the block-time table in its Scheduling section and the month's pending
 * time-off requests above it (three areas, composed here).
 */
export function EditCallCalendarWithBlocks() {
  return (
    <EditCallCalendarPage
      blockTimeSlot={(month) => <BlockTimeTable month={month} />}
      requestsSlot={(month) => <PendingTimeOffRequests month={month} />}
    />
  );
}
