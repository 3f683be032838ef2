import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatUsDate } from '../../shared/dates.js';
import { can } from '../../shared/roles.js';
import { paths, withDate } from '../lib/paths';
import { useSession } from '../lib/session';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { HolidayMark } from '../ui/holiday-mark';
import { CoverageGaps } from '../ui/coverage-gap';
import { AddEventModal } from './add-event-modal';
import { DayStrip } from './day-strip';
import { EditEventDialog } from './edit-event-dialog';
import { EventDetailsDialog, type OpenedCard } from './event-details-dialog';
import { isEmptyDay } from './grid-layout';
import { usePrinting } from '../lib/use-printing';
import { PrintableDay } from './printable-day';
import { ScheduleGrid } from './schedule-grid';
import { useScheduleStore } from './store';
import { SurgeonOrderDialog } from './surgeon-order-dialog';
import { useDayRoom } from './use-day-room';
import { usePracticeNow, usePracticeToday } from '../lib/practice-clock';
import './daily-schedule.css';

type Dialog =
  { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'details'; card: OpenedCard } | { kind: 'order' } | null;

/**
 * The Daily Surgery Schedule of `date`: top bar, date and picker, day strip, Print, and the
 * live grid. `initialDialog` opens Add or Edit at once (/add-event, /edit-event/{id});
 * `onDialogClosed` says where to go when it closes.
 */
export function DayView({
  date,
  initialDialog = null,
  onDialogClosed,
}: {
  date: string;
  initialDialog?: Dialog;
  onDialogClosed?: () => void;
}) {
  useDayRoom(date);
  const isToday = usePracticeToday() === date;
  const now = usePracticeNow().time;
  const printing = usePrinting();
  const day = useScheduleStore((state) => state.days[date]);
  const role = useSession((state) => state.user?.role);
  const mayWrite = can(role, 'daily-schedule.write');
  const [dialog, setDialog] = useState<Dialog>(initialDialog);
  const navigate = useNavigate();
  const close = () => {
    setDialog(null);
    onDialogClosed?.();
  };

  return (
    <>
      <TopBar>
        {mayWrite && (
          <button type="button" className="button primary" onClick={() => setDialog({ kind: 'add' })}>
            Add New Event
          </button>
        )}
      </TopBar>
      <main className="page schedule-page">
        <StaleDataNotice />
        <div className="page-heading no-print">
          <h1>Daily Surgery Schedule</h1>
          <Link to={paths.monthlySchedule} className="button secondary">
            Monthly Call Calendar
          </Link>
        </div>
        <div className="schedule-toolbar no-print">
          <strong className="schedule-date" aria-label="Date shown">
            {formatUsDate(date)}
          </strong>
          <input
            type="date"
            aria-label="Choose a date"
            value={date}
            onChange={(event) =>
              event.target.value && navigate(withDate(paths.dailyScheduleByDate, event.target.value))
            }
          />
          <button type="button" className="button secondary" onClick={() => window.print()}>
            Print
          </button>
          {can(role, 'daily-schedule.order-surgeons') && (
            <button type="button" className="button secondary" onClick={() => setDialog({ kind: 'order' })}>
              Surgeon Order
            </button>
          )}
        </div>
        <DayStrip date={date} />
        {!day ? (
          <p className="page-loading" role="status">
            Loading...
          </p>
        ) : (
          <>
            {day.call?.holiday && <HolidayMark name={day.call.holiday} />}
            {day.call?.closed && (
              <p className="office-closed-day" role="note">
                Office closed
              </p>
            )}
            <CoverageGaps slots={day.call?.uncovered ?? []} label="Uncovered calls this day" />
            {isEmptyDay(day) && <p className="empty-day">Data are not available on this date</p>}
            <div className="no-print">
              <ScheduleGrid
                day={day}
                now={isToday ? now : null}
                onOpenEvent={(block, column) =>
                  setDialog(
                    mayWrite && block.item
                      ? { kind: 'edit', id: block.item.id }
                      : { kind: 'details', card: { block, column } },
                  )
                }
              />
            </div>
            {printing && <PrintableDay date={date} day={day} />}
          </>
        )}
      </main>
      {dialog?.kind === 'add' && <AddEventModal date={date} onClose={close} />}
      {dialog?.kind === 'edit' && <EditEventDialog key={dialog.id} id={dialog.id} date={date} onClose={close} />}
      {dialog?.kind === 'details' && <EventDetailsDialog date={date} card={dialog.card} onClose={close} />}
      {dialog?.kind === 'order' && <SurgeonOrderDialog onClose={() => setDialog(null)} />}
    </>
  );
}
