import { useEffect, useMemo, useRef } from 'react';
import { formatTime12 } from '../../shared/dates.js';
import { EventCard, ROW_HEIGHT } from './event-card';
import { blocksIn, buildColumns, nowRow, type GridBlock, type RowWindow } from './grid-layout';
import { HorizontalScroller } from './horizontal-scroller';
import type { ScheduleDay } from './store';

/**
 * Rows of 15-minute slots (hourly labels in bold) by surgeon columns, with block-time footers
 * (above the grid with `blocksOnTop`). `window` shows only those rows (paper shows the busy hours).
 */
export function ScheduleGrid({
  day,
  onOpenEvent,
  now = null,
  window,
  blocksOnTop = false,
}: {
  day: ScheduleDay;
  /** Makes every card a button; `column` is the title of the card's column. */
  onOpenEvent?: (block: GridBlock, column: string) => void;
  now?: string | null;
  window?: RowWindow;
  blocksOnTop?: boolean;
}) {
  const columns = useMemo(() => buildColumns(day), [day]);
  const nowAt = now === null || window ? null : nowRow(now);
  // Drawn in every column (each is positioned), so it reads as one line across the grid.
  const nowLine = nowAt !== null && (
    <div className="now-line no-print" style={{ top: nowAt * ROW_HEIGHT }} aria-hidden="true" />
  );
  const times = window ? day.data.times.slice(window.first, window.last) : day.data.times;
  const gridRef = useRef<HTMLDivElement>(null);
  const openedAtNow = useRef<string | null>(null);
  // Today's grid opens at the current hour (once per day shown), not at 5 AM.
  useEffect(() => {
    if (nowAt === null || openedAtNow.current === day.data.date) return;
    const area = gridRef.current?.closest('.h-scroll-area');
    if (!area) return;
    openedAtNow.current = day.data.date;
    area.scrollTop = (nowAt - (nowAt % 4)) * ROW_HEIGHT;
  }, [nowAt, day.data.date]);
  const blocksOf = (blocks: (typeof columns)[number]['blocks']) => (window ? blocksIn(blocks, window) : blocks);
  const blockFooters = day.block && day.block.blocks.length > 0 && (
    <ul className="block-footers" aria-label="Block time">
      {day.block.blocks.map((block) => (
        <li key={`${block.location}-${block.time}`}>{`${block.location} BLOCK: ${block.time}`}</li>
      ))}
    </ul>
  );
  const height = times.length * ROW_HEIGHT;
  return (
    <section className="schedule-print" aria-label="Schedule grid">
      {blocksOnTop && blockFooters}
      <HorizontalScroller>
        <div
          ref={gridRef}
          className="schedule-grid"
          role="table"
          aria-label="Surgeons' day"
          style={{ gridTemplateColumns: `5.5rem repeat(${columns.length}, minmax(9.5rem, 1fr))` }}
        >
          {/* Rows are `display: contents`: the table's structure for screen readers, the CSS grid's layout for eyes. */}
          <div role="row" className="grid-row">
            <div className="grid-corner" role="columnheader">
              Time
            </div>
            {columns.map((column) => (
              <div key={column.key} className="grid-head" role="columnheader">
                <span className="surgeon-name">{column.title}</span>
                {column.roles.length > 0 && <span className="surgeon-roles">{column.roles.join(', ')}</span>}
              </div>
            ))}
          </div>
          <div role="row" className="grid-row">
            <div
              className="time-column"
              role="rowheader"
              aria-label="Times"
              style={{ height }}
              data-now={now ?? undefined}
            >
              {nowLine}
              {times.map((time) => (
                <div
                  key={time}
                  className={time.endsWith(':00') ? 'time-slot hour' : 'time-slot'}
                  style={{ height: ROW_HEIGHT }}
                >
                  {time.endsWith(':00') ? formatTime12(time) : ''}
                </div>
              ))}
            </div>
            {columns.map((column) => (
              <div
                key={column.key}
                className="surgeon-column"
                style={{ height, backgroundSize: `100% ${ROW_HEIGHT}px` }}
                role="cell"
                aria-label={`${column.title} column`}
              >
                {nowLine}
                {column.timeOff && (
                  <div className="time-off-block" role="note" aria-label={`${column.title} time off`}>
                    <span className="time-off-label">{column.timeOffType ?? 'Time off'}</span>
                  </div>
                )}
                {blocksOf(column.blocks).map((block) => (
                  <EventCard
                    key={block.key}
                    block={block}
                    onOpen={onOpenEvent && ((opened) => onOpenEvent(opened, column.title))}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
      </HorizontalScroller>
      {!blocksOnTop && blockFooters}
    </section>
  );
}
