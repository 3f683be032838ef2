import { callPreferencesContract } from '../../shared/contract/call-preferences.js';
import { formatMonthDay, formatUsDate } from '../../shared/dates.js';
import { call } from '../lib/api-client';
import { useLiveQuery } from '../lib/use-live-query';
import type { SuggestionPeople } from './suggestion-mark';

const KIND_WORDS = { unavailable: 'unavailable', prefer_not: 'prefers not' } as const;

const readMarks = (month: string) => call(callPreferencesContract.month, { query: { month } });

/**
 * The days physicians marked for the month (suggest-fill honours them), re-read live when one of
 * them saves: "06/03: JC unavailable, PN prefers not".
 */
export function MarkedDays({ month, people }: { month: string; people: SuggestionPeople }) {
  const { data: marks, error } = useLiveQuery({
    ask: month,
    read: readMarks,
    on: [{ event: 'call-preferences:changed', when: (payload, asked) => payload.month === asked }],
    settleMs: 0,
  });
  const failed = error !== null;

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
