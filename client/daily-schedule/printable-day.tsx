import { useMemo } from 'react';
import { formatUsDate } from '../../shared/dates.js';
import { ROW_HEIGHT } from './event-card';
import { busyWindow, buildColumns, type RowWindow } from './grid-layout';
import { ScheduleGrid } from './schedule-grid';
import type { ScheduleDay } from './store';

/** A4 landscape less margins and the title, in CSS pixels: what one sheet holds for the grid. */
const SHEET = { width: 1060, height: 660 };
const HEADER_ROW = 56;
const TIME_COLUMN = 88;
const MIN_COLUMN = 152;
/**
 * The least the grid is scaled on paper: its smallest print text is 11.5pt (daily-schedule.css),
 * so at 0.7 nothing prints under 8pt. A day taller than that takes more sheets instead.
 */
const MIN_ZOOM = 0.7;
const HOUR = 4;

/** The busy rows cut into sheets of whole hours, each sheet as tall as `zoom` lets it be. */
export function sheetsOf(window: RowWindow, zoom: number): RowWindow[] {
  const rowsFit = Math.floor((SHEET.height / zoom - HEADER_ROW) / ROW_HEIGHT);
  const perSheet = Math.max(HOUR, rowsFit - (rowsFit % HOUR));
  const sheets: RowWindow[] = [];
  for (let first = window.first; first < window.last; first += perSheet)
    sheets.push({ first, last: Math.min(window.last, first + perSheet) });
  return sheets;
}

/**
 * The day on paper (print only): the busy hours, surgeon headers with their call roles, block
 * time at the top; scaled down to fit one sheet only while the text stays 8pt or more, else on
 * as many sheets as it needs, each with the title and the surgeon headers again.
 */
export function PrintableDay({ date, day }: { date: string; day: ScheduleDay }) {
  const columns = useMemo(() => buildColumns(day), [day]);
  const window = busyWindow(columns, day.data.times.length);
  const height = (window.last - window.first) * ROW_HEIGHT + HEADER_ROW;
  const width = TIME_COLUMN + columns.length * MIN_COLUMN;
  const fitWidth = Math.min(1, SHEET.width / width);
  const fitAll = Math.min(fitWidth, SHEET.height / height);
  const zoom = Math.max(MIN_ZOOM, fitAll);
  const sheets = fitAll >= MIN_ZOOM ? [window] : sheetsOf(window, zoom);
  return (
    <div className="printable-day" aria-hidden="true">
      {sheets.map((sheet, index) => (
        <div key={sheet.first} className="printable-sheet">
          <h2>
            Daily Surgery Schedule {formatUsDate(date)}
            {sheets.length > 1 && ` (page ${index + 1} of ${sheets.length})`}
          </h2>
          <div style={{ zoom }}>
            <ScheduleGrid day={day} window={sheet} blocksOnTop={index === 0} />
          </div>
        </div>
      ))}
    </div>
  );
}
