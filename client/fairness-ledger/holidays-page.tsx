import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { paths } from '../lib/paths';
import { Link } from 'react-router-dom';
import { formatUsDate, weekdayName } from '../../shared/dates.js';
import type { Holiday } from '../../shared/schemas/fairness-ledger.js';
import { ApiError } from '../lib/api-client';
import { practiceYear } from '../lib/practice-clock';
import { ConfirmDeleteDialog } from '../ui/confirm-dialog';
import { FieldError } from '../ui/field-error';
import { TopBar } from '../ui/top-bar';
import { fairnessLedgerApi } from './api';
import './fairness-ledger.css';

/** /administration/holidays: the practice holidays the fairness ledger counts, by year (administrators). */
export function HolidaysPage() {
  const [year, setYear] = useState(practiceYear);
  const [holidays, setHolidays] = useState<Holiday[] | null>(null);
  const [form, setForm] = useState({ date: '', name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<Holiday | null>(null);

  const load = useCallback(() => {
    fairnessLedgerApi.holidays(year).then(
      (answer) => setHolidays(answer.holidays),
      () => setNotice('The holidays could not be loaded.'),
    );
  }, [year]);
  useEffect(load, [load]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const added = await fairnessLedgerApi.addHoliday(form.date, form.name);
      setNotice(`${added.name} (${formatUsDate(added.date)}) added.`);
      setForm({ date: '', name: '' });
      if (Number(added.date.slice(0, 4)) === year) load();
      else setYear(Number(added.date.slice(0, 4)));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors);
      else setNotice(error instanceof ApiError ? error.message : 'The holiday could not be added.');
    }
  };

  const remove = async (holiday: Holiday) => {
    setRemoving(null);
    try {
      setNotice((await fairnessLedgerApi.removeHoliday(holiday.id)).message);
    } catch (error) {
      setNotice(error instanceof ApiError ? error.message : 'The holiday could not be removed.');
    }
    load();
  };

  return (
    <>
      <TopBar />
      <main className="page practice-holidays" id="main">
        <div className="page-heading">
          <h1>Practice holidays</h1>
          <Link to={paths.fairnessLedger}>Fairness ledger</Link>
        </div>
        <p>Calls on these days count as holiday calls in the fairness ledger.</p>
        <div className="ledger-picks" role="group" aria-label="Year">
          <button type="button" className="button secondary" onClick={() => setYear(year - 1)}>
            {year - 1}
          </button>
          <strong aria-live="polite">{year}</strong>
          <button type="button" className="button secondary" onClick={() => setYear(year + 1)}>
            {year + 1}
          </button>
        </div>
        <p role="status" className="ledger-note">
          {notice}
        </p>
        {holidays === null ? (
          <p>Loading...</p>
        ) : holidays.length === 0 ? (
          <p>No practice holidays in {year}.</p>
        ) : (
          <table className="ledger-table">
            <caption>Practice holidays of {year}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Name</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {holidays.map((holiday) => (
                <tr key={holiday.id}>
                  <td>
                    {weekdayName(holiday.date).slice(0, 3)} {formatUsDate(holiday.date)}
                  </td>
                  <th scope="row">{holiday.name}</th>
                  <td>
                    <button
                      type="button"
                      className="button secondary"
                      aria-label={`Remove ${holiday.name} (${formatUsDate(holiday.date)})`}
                      onClick={() => setRemoving(holiday)}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {removing && (
          <ConfirmDeleteDialog
            title={`Remove ${removing.name}?`}
            text={`Calls on ${formatUsDate(removing.date)} will count as weekend or weekday calls again, in the fairness ledger and the call counter.`}
            confirmLabel="Remove holiday"
            onCancel={() => setRemoving(null)}
            onConfirm={() => void remove(removing)}
          />
        )}
        <form className="holiday-form" onSubmit={(event) => void add(event)} aria-label="Add a practice holiday">
          <div className="ledger-field">
            <label htmlFor="holiday-date">Date</label>
            <input
              id="holiday-date"
              type="date"
              value={form.date}
              onChange={(event) => setForm({ ...form, date: event.target.value })}
            />
            <FieldError message={errors.date} />
          </div>
          <div className="ledger-field">
            <label htmlFor="holiday-name">Name</label>
            <input
              id="holiday-name"
              value={form.name}
              maxLength={100}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
            />
            <FieldError message={errors.name} />
          </div>
          <button type="submit" className="button primary">
            Add holiday
          </button>
        </form>
      </main>
    </>
  );
}
