import type { ReactNode } from 'react';
import { formatUsDate, datesOfMonth, monthTitle, weekdayName } from '../../shared/dates.js';

function AgendaDay({ date, isToday, children }: { date: string; isToday: boolean; children: ReactNode }) {
  return (
    <li className={isToday ? 'cc-agenda-day today' : 'cc-agenda-day'} aria-current={isToday ? 'date' : undefined}>
      <h2 className="cc-agenda-date">
        {weekdayName(date)} {formatUsDate(date)}
        {isToday && <span className="cc-agenda-today"> · Today</span>}
      </h2>
      {children}
    </li>
  );
}

/**
 * The month as a list of days for phones: from today on when the month holds today, the
 * earlier days folded away below; each day's content comes from `renderDay`.
 */
export function MonthAgenda({
  month,
  today,
  renderDay,
}: {
  month: string;
  today: string;
  renderDay: (date: string) => ReactNode;
}) {
  const dates = datesOfMonth(month);
  const upcoming = dates.filter((date) => date >= today);
  const earlier = upcoming.length === dates.length || upcoming.length === 0 ? [] : dates.filter((date) => date < today);
  const shown = earlier.length ? upcoming : dates;
  return (
    <section className="cc-agenda" aria-label={`Call calendar ${monthTitle(month)}`}>
      <ol className="cc-agenda-list">
        {shown.map((date) => (
          <AgendaDay key={date} date={date} isToday={date === today}>
            {renderDay(date)}
          </AgendaDay>
        ))}
      </ol>
      {earlier.length > 0 && (
        <details className="cc-agenda-earlier">
          <summary>Earlier this month ({earlier.length} days)</summary>
          <ol className="cc-agenda-list">
            {earlier.map((date) => (
              <AgendaDay key={date} date={date} isToday={false}>
                {renderDay(date)}
              </AgendaDay>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
