import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { can } from '../../shared/roles.js';
import { paths, withDate } from '../lib/paths';
import { useSession } from '../lib/session';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { CallCounterPanel, VacationPanel } from './counter-panels';
import { DayView, type CellAddon } from './day-view';
import { InitialsLegend } from './initials-legend';
import { MonthAgenda } from './month-agenda';
import { MonthGrid } from './month-grid';
import { monthTitle } from '../../shared/dates.js';
import { practiceToday } from '../lib/practice-clock';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query';
import { MonthNav } from './month-nav';
import { useCallMonthStore } from './store';
import { useCallMonthRoom } from './use-call-month-room';
import { useClosureRemovals } from './use-closure-removals';
import { useMonthParam } from './use-month-param';
import './call-calendar.css';

type Panel = 'counter' | 'vacation' | null;

/** What the app composes into the month view: an addon per call cell, and a part for the month. */
export interface MonthViewAddons {
  slotAddon?: CellAddon;
  monthAddon?: (month: string) => ReactNode;
}

/** /montly-schedule and the read-only /search-montly-schedule (time off in red there). */
function MonthViewPage({ search, slotAddon, monthAddon }: { search: boolean } & MonthViewAddons) {
  const [month, setMonth] = useMonthParam();
  const status = useCallMonthRoom(month);
  useClosureRemovals();
  const loaded = useCallMonthStore((state) => state.loaded);
  const role = useSession((state) => state.user?.role);
  const [panel, setPanel] = useState<Panel>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const close = () => setPanel(null);
  const renderDay = (date: string) => (
    <DayView date={date} timeOffClassName={search ? 'cc-timeoff red' : 'cc-timeoff'} slotAddon={slotAddon} />
  );

  return (
    <>
      <TopBar />
      <main className="page cc-page">
        <StaleDataNotice />
        <div className="page-heading">
          <h1>{search ? monthTitle(month) : `Monthly Call Calendar · ${monthTitle(month)}`}</h1>
          <div className="cc-actions no-print">
            <button type="button" className="button secondary" onClick={() => setPanel('counter')}>
              Call Counter
            </button>
            <button type="button" className="button secondary" onClick={() => setPanel('vacation')}>
              Vacation
            </button>
            <button type="button" className="button secondary" onClick={() => window.print()}>
              Print Calender
            </button>
            {can(role, 'call-requests.make') && (
              <Link className="button secondary" to={paths.requestTimeOff}>
                Request time off
              </Link>
            )}
            {can(role, 'call-calendar.write') && (
              <Link className="button primary" to={withDate(paths.editCallCalendar, `${month}-01`)}>
                Edit Calender
              </Link>
            )}
          </div>
        </div>
        <MonthNav month={month} onChange={setMonth} />
        <p className="cc-links no-print">
          <Link to={paths.blockCalendar}>View Block Time Calender</Link>
          {status === 'offline' && (
            <span className="error-text"> · Offline: changes will show when the connection is back.</span>
          )}
        </p>
        <div className="cc-print-title">{monthTitle(month)}</div>
        {loaded ? (
          phone ? (
            <MonthAgenda month={month} today={practiceToday()} renderDay={renderDay} />
          ) : (
            <MonthGrid month={month} renderDay={renderDay} />
          )
        ) : (
          <p className="page-loading">Loading...</p>
        )}
        {loaded && <InitialsLegend />}
        {monthAddon?.(month)}
        {panel === 'counter' && <CallCounterPanel onClose={close} />}
        {panel === 'vacation' && <VacationPanel onClose={close} />}
      </main>
    </>
  );
}

export const MonthlySchedulePage = (addons: MonthViewAddons = {}) => <MonthViewPage search={false} {...addons} />;
export const SearchMonthlySchedulePage = () => <MonthViewPage search />;
