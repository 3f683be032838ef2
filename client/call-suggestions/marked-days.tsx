import { useCallback, useEffect, useState } from 'react';
import { callPreferencesContract } from '../../shared/contract/call-preferences.js';
import { formatMonthDay, formatUsDate } from '../../shared/dates.js';
import type { MonthCallPreferences } from '../../shared/schemas/call-preferences.js';
import { call } from '../lib/api-client';
import { useSocketEvent } from '../lib/use-socket-event';
import type { SuggestionPeople } from './suggestion-mark';

const KIND_WORDS = { unavailable: 'unavailable', prefer_not: 'prefers not' } as const;

/**
 * The days physicians marked for the month (suggest-fill honours them), re-read live when one of
 * them saves: "06/03: JC unavailable, PN prefers not".
 */
export function MarkedDays({ month, people }: { month: string; people: SuggestionPeople }) {
  const [marks, setMarks] = useState<MonthCallPreferences | null>(null);
  const [failed, setFailed] = useState(false);
  const read = useCallback(() => {
    call(callPreferencesContract.month, { query: { month } }).then(
      (answer) => {
        setMarks(answer);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [month]);
  useEffect(read, [read]);
  useSocketEvent('call-preferences:changed', (payload) => {
    if (payload.month === month) read();
  });

  if (failed) return <p className="cc-muted">The physicians' marked days could not be read.</p>;
  if (!marks) return null;
  const byDate = new Map<string, string[]>();
  for (const day of marks.days)
    byDate.set(day.date, [
      ...(byDate.get(day.date) ?? []),
      `${people.initialOf(day.surgeon_id)} ${KIND_WORDS[day.kind]}`,
    ]);
  return (
    <details className="cs-marked">
      <summary>
        Physicians' marked days ({marks.days.length}), open until {formatUsDate(marks.deadline)}
      </summary>
      {byDate.size === 0 ? (
        <p>No one has marked a day of this month.</p>
      ) : (
        <ul>
          {[...byDate.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([date, who]) => (
              <li key={date}>
                {formatMonthDay(date)}: {who.join(', ')}
              </li>
            ))}
        </ul>
      )}
    </details>
  );
}
