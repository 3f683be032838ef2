import { useMemo } from 'react';
import { formatUsDate } from '../../shared/dates.js';
import { ROW_HEIGHT } from './event-card';
import { busyWindow, buildColumns } from './grid-layout';
import { ScheduleGrid } from './schedule-grid';
import type { ScheduleDay } from './store';

/** A4 landscape less margins and the title, in CSS pixels: what one sheet holds for the grid. */
const SHEET = { width: 1060, height: 660 };
const HEADER_ROW = 56;
const TIME_COLUMN = 88;
const MIN_COLUMN = 152;

/**
 * The day on one sheet of paper (print only): the busy hours, surgeon headers with their call
 * roles, block time at the top, scaled down just enough to fit.
 */
export function PrintableDay({ date, day }: { date: string; day: ScheduleDay }) {
  const columns = useMemo(() => buildColumns(day), [day]);
  const window = busyWindow(columns, day.data.times.length);
  const height = (window.last - window.first) * ROW_HEIGHT + HEADER_ROW;
  const width = TIME_COLUMN + columns.length * MIN_COLUMN;
  const zoom = Math.min(1, SHEET.height / height, SHEET.width / width);
  return (
    <div className="printable-day" aria-hidden="true">
      <h2>Daily Surgery Schedule {formatUsDate(date)}</h2>
      <div style={{ zoom }}>
        <ScheduleGrid day={day} window={window} blocksOnTop />
      </div>
    </div>
  );
}
