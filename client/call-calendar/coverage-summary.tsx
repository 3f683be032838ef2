import { useState } from 'react';
import { Link } from 'react-router-dom';
import { GAP_WORDS, gapCounts } from '../../shared/coverage.js';
import { addMonths, formatMonthDay, MONTH_NAMES, monthOf } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { CALL_SLOTS, type CallSlot } from '../../shared/schemas/call-calendar.js';
import type { Coverage } from '../../shared/schemas/coverage.js';
import { paths } from '../lib/paths';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { GapIcon } from '../ui/coverage-gap';

/** Today's empty slots, or none. */
function todayGaps(coverage: Coverage | undefined, today: string): CallSlot[] {
  return coverage?.days.find((day) => day.date === today)?.slots ?? [];
}

/** "No 1st call on 2 days in December: 12/03, 12/15", per slot, for the days after today. */
function gapLines(coverage: Coverage, today: string): { slot: CallSlot; text: string }[] {
  const month = monthOf(coverage.from);
  const later = coverage.days.filter((day) => day.date > today);
  const counts = gapCounts(later);
  const name = MONTH_NAMES[Number(month.slice(5)) - 1];
  return CALL_SLOTS.filter((slot) => counts[slot] > 0).map((slot) => {
    const dates = later.filter((day) => day.slots.includes(slot)).map((day) => formatMonthDay(day.date));
    const days = `${counts[slot]} ${counts[slot] === 1 ? 'day' : 'days'}`;
    return { slot, text: `${GAP_WORDS[slot]} on ${days} in ${name}: ${dates.join(', ')}` };
  });
}

/**
 * For schedulers: today's empty slots first (a link to the edit page, where they can be offered
 * to all), then this month's later and next month's, each line naming its dates and linking to
 * that month, kept live by the month rooms.
 */
export function CoverageSummary({ today }: { today: string }) {
  const months = [monthOf(today), addMonths(monthOf(today), 1)] as const;
  const [byMonth, setByMonth] = useState<Record<string, Coverage>>({});
  const keep = (coverage: Coverage) => setByMonth((held) => ({ ...held, [monthOf(coverage.from)]: coverage }));
  useRoom(rooms.month(months[0]), (snapshot) => keep(snapshot['call-calendar'].coverage));
  useRoom(rooms.month(months[1]), (snapshot) => keep(snapshot['call-calendar'].coverage));
  useSocketEvent('coverage:changed', (coverage) => {
    if ((months as readonly string[]).includes(monthOf(coverage.from))) keep(coverage);
  });
  const loaded = months.every((month) => byMonth[month]);
  const now = todayGaps(byMonth[months[0]], today);
  const lines = months.flatMap((month) =>
    byMonth[month] ? gapLines(byMonth[month], today).map((line) => ({ ...line, month })) : [],
  );
  return (
    <section className="dashboard-card coverage-summary" aria-labelledby="coverage-summary-title">
      <h2 id="coverage-summary-title">Call coverage</h2>
      {!loaded ? (
        <p role="status">Loading...</p>
      ) : now.length === 0 && lines.length === 0 ? (
        <p role="status">Every call is covered through {MONTH_NAMES[Number(months[1].slice(5)) - 1]}.</p>
      ) : (
        <ul className="coverage-summary-lines">
          {now.length > 0 && (
            <li>
              <Link to={`${paths.editCallCalendar}?date=${today}`} className="coverage-gap coverage-gap-today">
                <GapIcon />
                Today, {formatMonthDay(today)}: {now.map((slot) => GAP_WORDS[slot]).join(' · ')}
              </Link>
            </li>
          )}
          {lines.map((line) => (
            <li key={`${line.month}-${line.slot}`}>
              <Link to={`${paths.monthlySchedule}?date=${line.month}-01`} className="coverage-gap">
                <GapIcon />
                {line.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
