import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dayStripStart, monthDates, parseIsoDate, recentDays } from '../../../shared/dates.js';
import { usePracticeToday } from '../../lib/practice-clock';
import { can } from '../../../shared/roles.js';
import { useSession } from '../../lib/session';
import { DateChips } from '../../ui/date-chips';
import { MonthStrip } from '../../ui/month-strip';
import { PagedDateChips } from '../../ui/paged-date-chips';
import { TypingLoader } from '../../ui/typing-loader';
import { TopBar } from '../../ui/top-bar';
import { paths, withDate } from '../../lib/paths';
import { useFirstVisitLoader } from './use-first-visit-loader';
import { CalendarFeedCard } from '../../calendar-feed/calendar-feed-card';
import { MyDayCard } from '../../my-day/my-day-card';
import { MyCallActions } from '../../call-requests/my-call-actions';
import { CoverageSummary } from '../../call-calendar/coverage-summary';
import { Role } from '../../../shared/roles.js';

function DashboardCard({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <section className="dashboard-card">
      <Link to={to} className="button primary wide">
        {title}
      </Link>
      {children}
    </section>
  );
}

export function DashboardPage() {
  const loading = useFirstVisitLoader();
  const role = useSession((state) => state.user?.role);
  const today = usePracticeToday();
  if (loading) return <TypingLoader />;

  const date = parseIsoDate(today);
  const lastSevenDays = recentDays(today, 7);

  return (
    <>
      <TopBar>
        {can(role, 'users.manage') && (
          <Link to={paths.administration} className="button secondary">
            Administration
          </Link>
        )}
        {can(role, 'or-metrics.read') && (
          <Link to={paths.orMetrics} className="button secondary">
            OR metrics
          </Link>
        )}
      </TopBar>
      <main className="page dashboard">
        <MyDayCard
          ownColumn={role === Role.Physician}
          callAddon={(date, call) => <MyCallActions date={date} call={call} />}
        />
        {can(role, 'call-calendar.write') && <CoverageSummary today={today} />}
        <DashboardCard to={paths.hospitalRound} title="Hospital Rounds">
          <DateChips
            label="Hospital rounds by date"
            dates={lastSevenDays}
            hrefFor={(day) => withDate(paths.hospitalRoundSearchDate, day)}
          />
        </DashboardCard>
        <DashboardCard to={paths.operativeLog} title="Operative Log">
          <DateChips
            label="Operative log by date"
            dates={lastSevenDays}
            hrefFor={(day) => withDate(paths.operativeLogSearchDate, day)}
          />
        </DashboardCard>
        <DashboardCard to={paths.dailySchedule} title="Daily Schedule">
          <PagedDateChips
            label="Daily schedule by date"
            dates={monthDates(date.getFullYear(), date.getMonth() + 1)}
            pageSize={15}
            initialStart={dayStripStart(today, 15)}
            hrefFor={(day) => withDate(paths.dailyScheduleByDate, day)}
          />
        </DashboardCard>
        <DashboardCard to={paths.monthlySchedule} title={`Monthly Call Calender ${date.getFullYear()}`}>
          <MonthStrip currentMonthIndex={date.getMonth()} />
          {/* Beside the calls it counts, not in the top bar: a phone's top bar has room for one row only. */}
          <Link to={paths.fairnessLedger} className="button secondary">
            Fairness ledger
          </Link>
          {can(role, 'call-preferences.own') && (
            <Link to={paths.callPreferences} className="button secondary">
              My call preferences
            </Link>
          )}
        </DashboardCard>
        {role === Role.Physician && <CalendarFeedCard />}
        {/* Not in the top bar: a phone's top bar has room for one row only. */}
        <p className="dashboard-links">
          <Link to={paths.pages} className="button secondary">
            Pages
          </Link>
          <Link to={paths.myDevices} className="button secondary">
            Notifications on my devices
          </Link>
        </p>
      </main>
    </>
  );
}
