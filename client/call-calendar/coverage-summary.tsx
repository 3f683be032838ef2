import { useState } from 'react';
import { Link } from 'react-router-dom';
import { gapCounts } from '../../shared/coverage.js';
import { addMonths, MONTH_NAMES, monthOf } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { CALL_SLOTS, type CallSlot } from '../../shared/schemas/call-calendar.js';
import type { Coverage } from '../../shared/schemas/coverage.js';
import { paths } from '../lib/paths';
import { useRoom } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { GapIcon } from '../ui/coverage-gap';

const SLOT_WORDS: Record<CallSlot, string> = {
  surgeon_1st: '1st call',
  surgeon_2nd: '2nd call',
  surgeon_o_am: 'O AM',
  surgeon_o_pm: 'O PM',
};

/** "2 days without 1st call in December", per month and slot, counting from today on. */
function gapLines(coverage: Coverage, today: string): { slot: CallSlot; text: string }[] {
  const month = monthOf(coverage.from);
  const counts = gapCounts(coverage.days.filter((day) => day.date >= today));
  const name = MONTH_NAMES[Number(month.slice(5)) - 1];
  return CALL_SLOTS.filter((slot) => counts[slot] > 0).map((slot) => ({
    slot,
    text: `${counts[slot]} ${counts[slot] === 1 ? 'day' : 'days'} without ${SLOT_WORDS[slot]} in ${name}`,
  }));
}

/**
 * For schedulers: this month's (from today) and next month's empty call slots, each line a
 * link to that month, kept live by the month rooms.
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
  const lines = months.flatMap((month) =>
    byMonth[month] ? gapLines(byMonth[month], today).map((line) => ({ ...line, month })) : [],
  );
  return (
    <section className="dashboard-card coverage-summary" aria-labelledby="coverage-summary-title">
      <h2 id="coverage-summary-title">Call coverage</h2>
      {!loaded ? (
        <p role="status">Loading...</p>
      ) : lines.length === 0 ? (
        <p role="status">Every call is covered through {MONTH_NAMES[Number(months[1].slice(5)) - 1]}.</p>
      ) : (
        <ul className="coverage-summary-lines">
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
