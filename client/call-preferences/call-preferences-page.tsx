import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { addMonths, formatUsDate, monthTitle, weekdayName } from '../../shared/dates.js';
import type { OwnCallPreferences } from '../../shared/schemas/call-preferences.js';
import { ApiError } from '../lib/api-client';
import { paths } from '../lib/paths';
import { useSave } from '../lib/use-save';
import { practiceToday } from '../lib/practice-clock';
import { TopBar } from '../ui/top-bar';
import { callPreferencesApi } from './api';
import { choicesOf, DAY_CHOICES, defaultMonth, marksOf, type DayChoice } from './marks';
import './call-preferences.css';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * /call-preferences: a physician marks their own days of a month "prefer not" or "unavailable"
 * for suggest-fill, until the practice's deadline (the server says when, and refuses after it).
 */
export function CallPreferencesPage() {
  const [month, setMonth] = useState(() => defaultMonth(practiceToday()));
  const [saved, setSaved] = useState<OwnCallPreferences | null>(null);
  const [choices, setChoices] = useState<Record<string, DayChoice>>({});
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    let current = true;
    setSaved(null);
    callPreferencesApi.own(month).then(
      (answer) => {
        if (!current) return;
        setSaved(answer);
        setChoices(choicesOf(answer.month, answer.days));
      },
      () => current && setNotice({ kind: 'error', text: `The marks for ${monthTitle(month)} could not be loaded.` }),
    );
    return () => {
      current = false;
    };
  }, [month]);

  const saveMarks = useSave((marks: ReturnType<typeof marksOf>) => callPreferencesApi.save(month, marks), {
    onSaved: (answer) => {
      setSaved(answer);
      setChoices(choicesOf(answer.month, answer.days));
      setNotice({ kind: 'success', text: `Your marks for ${monthTitle(month)} are saved.` });
    },
    refusalOf: (error) =>
      error instanceof ApiError
        ? (Object.values(error.fieldErrors)[0] ?? error.message)
        : 'Your marks could not be saved. Please try again.',
  });
  const { saving } = saveMarks;
  const failure = notice?.kind === 'error' ? notice.text : (saveMarks.refusal ?? '');

  const goTo = (next: string) => {
    setNotice(null);
    saveMarks.reset();
    setMonth(next);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    void saveMarks.run(marksOf(choices));
  };

  const open = saved?.open ?? false;
  const title = monthTitle(month);

  return (
    <>
      <TopBar />
      <main className="page call-preferences" id="main">
        <div className="page-heading">
          <h1>My call preferences</h1>
          <Link to={paths.fairnessLedger}>Fairness ledger</Link>
        </div>
        <p>
          Mark the days you cannot take a call (Unavailable) or would rather not (Prefer not). Suggested fills never
          give you an unavailable day and avoid your prefer-not days.
        </p>
        <div className="call-preferences-month" role="group" aria-label="Month">
          <button type="button" className="button secondary" onClick={() => goTo(addMonths(month, -1))}>
            <span aria-hidden="true">‹ </span>
            {monthTitle(addMonths(month, -1))}
          </button>
          <h2 aria-live="polite">{title}</h2>
          <button type="button" className="button secondary" onClick={() => goTo(addMonths(month, 1))}>
            {monthTitle(addMonths(month, 1))}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
        {saved === null ? (
          <p>Loading...</p>
        ) : (
          <form onSubmit={save} noValidate aria-label={`Call preferences for ${title}`}>
            <p className={open ? 'call-preferences-deadline' : 'call-preferences-deadline closed'}>
              {open
                ? `Open until ${formatUsDate(saved.deadline)}`
                : `Closed on ${formatUsDate(saved.deadline)}: read only`}
            </p>
            <fieldset className="call-preferences-days" disabled={!open}>
              <legend className="visually-hidden">Days of {title}</legend>
              {Object.entries(choices).map(([date, choice]) => (
                <DayChoices
                  key={date}
                  date={date}
                  choice={choice}
                  onChoose={(value) => setChoices({ ...choices, [date]: value })}
                />
              ))}
            </fieldset>
            <div className="call-preferences-actions">
              {open && (
                <button type="submit" className="button primary" disabled={saving}>
                  {saving ? 'Saving...' : 'Save'}
                </button>
              )}
              <p role="status" className="success-text">
                {notice?.kind === 'success' ? notice.text : ''}
              </p>
              <p role="alert" className="error-text">
                {failure}
              </p>
            </div>
          </form>
        )}
      </main>
    </>
  );
}

/** One day: a radio group named by its date (arrow keys move within it, Tab to the next day). */
function DayChoices({
  date,
  choice,
  onChoose,
}: {
  date: string;
  choice: DayChoice;
  onChoose: (value: DayChoice) => void;
}) {
  const weekday = weekdayName(date);
  const weekend = weekday === 'Saturday' || weekday === 'Sunday';
  return (
    <fieldset className={`call-preferences-day ${choice}${weekend ? ' weekend' : ''}`}>
      <legend>
        {weekday} {formatUsDate(date)}
      </legend>
      {DAY_CHOICES.map(({ value, label }) => (
        <label key={value}>
          <input
            type="radio"
            name={`day-${date}`}
            value={value}
            checked={choice === value}
            onChange={() => onChoose(value)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
