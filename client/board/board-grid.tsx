import { useMemo } from 'react';
import { formatTime12 } from '../../shared/dates.js';
import { SCHEDULE_TIMES, slotIndex } from '../../shared/schedule-times.js';
import { useCaseProgressStore } from '../case-tracking/store';
import { buildColumns, nowRow } from '../daily-schedule/grid-layout';
import type { ScheduleDay } from '../daily-schedule/store';
import { BoardCard } from './board-card';
import { timeOffBySurgeon } from './board-labels';
import { withOverruns } from './overrun-layout';

/**
 * The day grid's columns (the same layout code as the people's grid) drawn in a fixed window
 * of hours that fills the screen: rows are a share of the height, so nothing scrolls.
 */
export function BoardGrid({
  day,
  windowStart,
  windowEnd,
  now,
}: {
  day: ScheduleDay;
  windowStart: string;
  windowEnd: string;
  /** The practice's clock on today's board; null on tomorrow's. */
  now: { date: string; time: string } | null;
}) {
  const cases = useCaseProgressStore((state) => state.cases);
  const laidOut = useMemo(() => withOverruns(day, cases, now), [day, cases, now]);
  const columns = useMemo(() => buildColumns(laidOut.day), [laidOut]);
  const timeOff = useMemo(() => timeOffBySurgeon(day), [day]);
  const first = slotIndex(windowStart);
  const last = slotIndex(windowEnd);
  const percent = (row: number) => ((row - first) / (last - first)) * 100;
  const hours = SCHEDULE_TIMES.slice(first, last).filter((time) => time.endsWith(':00'));
  const nowAt = now === null ? null : nowRow(now.time);
  const nowVisible = nowAt !== null && nowAt >= first && nowAt <= last;

  const template = { gridTemplateColumns: `6.5rem repeat(${Math.max(columns.length, 1)}, minmax(0, 1fr))` };

  return (
    <div className="board-grid">
      <div className="board-heads" style={template}>
        <div className="board-corner" aria-hidden="true" />
        {columns.map((column) => (
          <div key={column.key} className="board-head">
            <span className="board-surgeon">{column.title}</span>
            {column.roles.length > 0 && <span className="board-roles">{column.roles.join(' · ')}</span>}
          </div>
        ))}
      </div>
      <div className="board-body" style={template}>
        <div className="board-times">
          {hours.map((time) => (
            <span key={time} className="board-hour" style={{ top: `${percent(slotIndex(time))}%` }}>
              {formatTime12(time).replace(':00 ', ' ').replace(/^0/, '')}
            </span>
          ))}
        </div>
        {columns.map((column) => {
          const off = column.surgeon ? timeOff.get(column.surgeon.id) : undefined;
          const earlier = column.blocks.filter((block) => block.item && block.endRow <= first).length;
          const later = column.blocks.filter((block) => block.item && block.startRow >= last).length;
          return (
            <div key={column.key} className="board-column" role="region" aria-label={`${column.title} column`}>
              {hours.map((time) => (
                <span key={time} className="board-hour-line" style={{ top: `${percent(slotIndex(time))}%` }} />
              ))}
              {off && (
                <div className="board-time-off" role="note">
                  {off.toUpperCase()}
                </div>
              )}
              {earlier > 0 && <span className="board-outside top">+{earlier} earlier</span>}
              {later > 0 && <span className="board-outside bottom">+{later} later</span>}
              {column.blocks.map((block) => {
                const start = Math.max(block.startRow, first);
                // An overrunning case ends at the now line, its card saying its scheduled times.
                const scheduled = block.item && laidOut.scheduled.get(block.item.id);
                const end = Math.min(scheduled && nowAt !== null ? nowAt : block.endRow, last);
                if (end <= start) return null;
                return (
                  <BoardCard
                    key={block.key}
                    block={scheduled ? { ...block, item: scheduled } : block}
                    top={percent(start)}
                    height={percent(end) - percent(start)}
                    now={now}
                    overrunning={Boolean(scheduled)}
                    surgeonOff={off}
                  />
                );
              })}
            </div>
          );
        })}
        {nowVisible && (
          <div className="board-now" style={{ top: `${percent(nowAt)}%` }} data-testid="now-line">
            <span className="board-now-label">{formatTime12(now!.time)}</span>
          </div>
        )}
      </div>
    </div>
  );
}
