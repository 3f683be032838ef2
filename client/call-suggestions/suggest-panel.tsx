import { useEffect, useState } from 'react';
import { SLOT_LABELS } from '../../shared/schemas/call-slots.js';
import type { SuggestedEntry } from '../../shared/schemas/call-suggestions.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { datesOfMonth, formatMonthDay, monthTitle } from '../../shared/dates.js';
import { ApiError } from '../lib/api-client';
import type { DateRange } from '../ui/date-range';
import { DateRangeFields } from '../ui/date-range-fields';
import { HistoryButton } from '../ui/history-button';
import { callSuggestionsApi } from './api';
import { useSuggestions } from './store';
import { useSharedSuggestions } from './use-shared-suggestions';
import { MarkedDays } from './marked-days';
import type { SuggestionPeople } from './suggestion-mark';
import './call-suggestions.css';

/** "Suggest fill" on the edit page: proposes the month's empty cells; Accept all / Clear all; what stayed empty and why. */
export function SuggestPanel({
  month,
  people,
  onAccept,
}: {
  month: string;
  people: SuggestionPeople;
  onAccept: (entries: SuggestedEntry[]) => void;
}) {
  const result = useSuggestions((state) => (state.month === month ? state.result : null));
  const pendingByCell = useSuggestions((state) => state.pending);
  const pending = Object.values(pendingByCell);
  const accepted = useSuggestions((state) => Object.keys(state.accepted).length);
  const [busy, setBusy] = useState(false);
  useSharedSuggestions(month);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    if (useSuggestions.getState().month !== month) useSuggestions.getState().clear();
    setOnly({ from: '', to: '' });
    setSeed(undefined);
  }, [month]);

  const [only, setOnly] = useState<DateRange>({ from: '', to: '' });
  const { from, to } = only;
  const [seed, setSeed] = useState<number | undefined>(undefined);
  const dates = datesOfMonth(month);
  const chosen =
    from || to ? dates.filter((date) => date >= (from || dates[0]!) && date <= (to || dates.at(-1)!)) : undefined;

  const suggest = async (another: boolean) => {
    if (chosen?.length === 0) return setFailed('No day of the month lies in that range.');
    setBusy(true);
    setFailed('');
    // "Suggest another" asks for a different seed: another proposal, as fair, for the same month.
    const nextSeed = another ? (seed ?? 0) + 1 : seed;
    try {
      useSuggestions.getState().show(month, await callSuggestionsApi.suggest(month, { days: chosen, seed: nextSeed }));
      setSeed(nextSeed);
    } catch (error) {
      setFailed(error instanceof ApiError ? error.message : 'Suggestions could not be worked out. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="cs-panel" aria-labelledby="cs-title">
      <h2 id="cs-title">Suggested fill</h2>
      <p className="cc-muted">
        Proposes who takes each empty cell, fair over the year and within every rule. Nothing is saved until you accept
        and save; cells already filled are never changed.
      </p>
      <fieldset className="cs-days">
        <legend>Only some days (optional)</legend>
        <DateRangeFields range={only} onChange={setOnly} min={dates[0]} max={dates.at(-1)} />
      </fieldset>
      <div className="cs-actions">
        <button type="button" className="button" disabled={busy} onClick={() => suggest(false)}>
          {busy ? 'Working out suggestions...' : 'Suggest fill'}
        </button>
        {result && (
          <button type="button" className="button" disabled={busy} onClick={() => suggest(true)}>
            Suggest another
          </button>
        )}
        <HistoryButton
          label={`History of the suggested fills of ${monthTitle(month)}`}
          title={`Suggested fills of ${monthTitle(month)}`}
          area="call-suggestions"
          id={month}
          describe={describeFill}
        />
        {pending.length > 0 && (
          <>
            <button type="button" className="button primary" onClick={() => onAccept(pending)}>
              Accept all ({pending.length})
            </button>
            <button type="button" className="button" onClick={() => useSuggestions.getState().clear()}>
              Clear all suggestions
            </button>
          </>
        )}
      </div>
      {failed && (
        <p className="banner error" role="alert">
          {failed}
        </p>
      )}
      <p role="status" className="cs-summary">
        {result &&
          `Suggested ${result.entries.length} cell(s): ${pending.length} waiting, ${accepted} accepted. ` +
            `${result.unfilled.length} left empty. Weekend and holiday spread over the year: ` +
            `${result.spread.before.weekend_and_holiday} → ${result.spread.after.weekend_and_holiday}.`}
      </p>
      <MarkedDays month={month} people={people} />
      {result && result.unfilled.length > 0 && (
        <details>
          <summary>Why {result.unfilled.length} cell(s) stay empty</summary>
          <ul>
            {result.unfilled.map((cell) => (
              <li key={`${cell.date}/${cell.slot}`}>
                {formatMonthDay(cell.date)} {SLOT_LABELS[cell.slot]}: {cell.reasons.join(' ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** "Suggested fill by Maria Lopez, accepted 42 cells" (or "… undone"), as the fill's entry says. */
const describeFill = (entry: AuditEntry) => (entry.after as { reason?: string } | null)?.reason ?? 'Suggested fill';
