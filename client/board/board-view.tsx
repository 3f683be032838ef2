import { addDays } from '../../shared/dates.js';
import { useScheduleStore } from '../daily-schedule/store';
import { BoardGrid } from './board-grid';
import { BoardHeader } from './board-header';
import { boardWindow } from './board-window';
import { InRoomStrip } from './in-room-strip';
import { useBoardClock } from './use-board-clock';
import { useBoardConnection } from './use-board-connection';
import { useBoardDay } from './use-board-day';
import { useRotation } from './use-rotation';
import type { BoardViewProps } from './board-view-props';

/** Today (and, when the board rotates, tomorrow) in the practice's zone, live. */
export function BoardView({ socket, board, timeZone, generation }: BoardViewProps) {
  const clock = useBoardClock(timeZone);
  const today = clock.date;
  const tomorrow = addDays(today, 1);
  const showTomorrow = useRotation(board.rotation_seconds);
  const status = useBoardDay(socket, today, generation);
  useBoardDay(socket, board.rotation_seconds > 0 ? tomorrow : null, generation);
  const connection = useBoardConnection(status);
  const date = showTomorrow ? tomorrow : today;
  const day = useScheduleStore((state) => state.days[date]);
  const hours = boardWindow(board.window_start, board.window_end, showTomorrow ? null : clock.time);

  return (
    <main className="board" aria-label={`Board ${board.name}`}>
      <BoardHeader
        date={date}
        isToday={!showTomorrow}
        time={clock.time}
        day={day}
        connection={connection}
        timeZone={timeZone}
      />
      {day && !showTomorrow && <InRoomStrip day={day} />}
      {day ? (
        <BoardGrid day={day} windowStart={hours.start} windowEnd={hours.end} now={showTomorrow ? null : clock} />
      ) : (
        <p className="board-message" role="status">
          Loading…
        </p>
      )}
    </main>
  );
}
