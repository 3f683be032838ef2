import { BlockTimeTable } from '../block-time/block-time-table';
import { EditCallCalendarPage } from '../call-calendar/edit-call-calendar-page';

/** /edit-call-calender with the block-time table in its Scheduling section (two areas, composed here). */
export function EditCallCalendarWithBlocks() {
  return <EditCallCalendarPage blockTimeSlot={(month) => <BlockTimeTable month={month} />} />;
}
