import { BlockTimeTable } from '../block-time/block-time-table';
import { EditCallCalendarPage } from '../call-calendar/edit-call-calendar-page';
import { EditCellAddon } from '../call-requests/cell-addons';
import { MonthRequestsPanel } from '../call-requests/month-requests-panel';
import { savedNowOfEither, saveWithFill, SuggestedFillPanel, SuggestionCell } from './suggested-fill';
import { PendingTimeOffRequests } from '../time-off-requests/pending-time-off-requests';

/**
 * /edit-call-calender with the block-time table in its Scheduling section, the month's pending call
 * and time-off requests, "Offer to all" on empty slots, and the suggested fill (five areas, composed here).
 */
export function EditCallCalendarWithBlocks() {
  return (
    <EditCallCalendarPage
      blockTimeSlot={(month) => <BlockTimeTable month={month} />}
      requestsSlot={(month) => (
        <>
          <MonthRequestsPanel month={month} />
          <PendingTimeOffRequests month={month} />
        </>
      )}
      slotAddon={(cell) => (
        <>
          <EditCellAddon {...cell} />
          <SuggestionCell date={cell.date} slot={cell.slot} />
        </>
      )}
      toolsSlot={(month) => <SuggestedFillPanel month={month} />}
      save={saveWithFill}
      savedNowOf={savedNowOfEither}
    />
  );
}
