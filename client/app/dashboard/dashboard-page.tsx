import { Link } from 'react-router-dom';
import { dayStripStart, monthDates, parseIsoDate, recentDays, todayIso } from '../../../shared/dates.js';
import { can } from '../../../shared/roles.js';
import { useSession } from '../../lib/session';
import { DateChips } from '../../ui/date-chips';
import { MonthStrip } from '../../ui/month-strip';
import { PagedDateChips } from '../../ui/paged-date-chips';
import { TypingLoader } from '../../ui/typing-loader';
import { TopBar } from '../../ui/top-bar';
import { paths, withDate } from '../../lib/paths';
import { useFirstVisitLoader } from './use-first-visit-loader';
import { MessagesButton } from '../../messages/messages-button';

export function DashboardPage() {
  const loading = useFirstVisitLoader();
  const role = useSession((state) => state.user?.role);
  if (loading) return <TypingLoader />;

  const today = todayIso();
  const date = parseIsoDate(today);
  const lastSevenDays = recentDays(today, 7);

  return (
    <>
      <TopBar>
        <MessagesButton />
        {can(role, 'users.manage') && (
          <Link to={paths.administration} className="button secondary">
            Administration
          </Link>
        )}
      </TopBar>
      <main className="page dashboard">
        <section className="dashboard-card">
          <Link to={paths.hospitalRound} className="button primary wide">
            Hospital Rounds
          </Link>
          <DateChips label="Hospital rounds by date" dates={lastSevenDays} hrefFor={(day) => withDate(paths.hospitalRoundSearchDate, day)} />
        </section>
        <section className="dashboard-card">
          <Link to={paths.operativeLog} className="button primary wide">
            Operative Log
          </Link>
          <DateChips label="Operative log by date" dates={lastSevenDays} hrefFor={(day) => withDate(paths.operativeLogSearchDate, day)} />
        </section>
        <section className="dashboard-card">
          <Link to={paths.dailySchedule} className="button primary wide">
            Daily Schedule
          </Link>
          <PagedDateChips
            label="Daily schedule by date"
            dates={monthDates(date.getFullYear(), date.getMonth() + 1)}
            pageSize={15}
            initialStart={dayStripStart(today, 15)}
            hrefFor={(day) => withDate(paths.dailyScheduleByDate, day)}
          />
        </section>
        <section className="dashboard-card">
          <Link to={paths.monthlySchedule} className="button primary wide">
            Monthly Call Calender {date.getFullYear()}
          </Link>
          <MonthStrip currentMonthIndex={date.getMonth()} />
        </section>
      </main>
    </>
  );
}
