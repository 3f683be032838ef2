import { useState } from 'react';
import { formatUsDate } from '../../shared/dates.js';
import { can } from '../../shared/roles.js';
import { useSession } from '../lib/session';
import { callCalendarApi } from './api';
import { useCallMonthStore } from './store';

/** The month's office closures, each with a button that opens the office again. */
export function OfficeClosuresList() {
  const closures = useCallMonthStore((state) => state.closures);
  const mayRemove = can(
    useSession((state) => state.user?.role),
    'office-closures.remove',
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const list = Object.values(closures).sort((a, b) => a.effective_date_start.localeCompare(b.effective_date_start));

  const handleRemove = async (id: number, date: string) => {
    setError('');
    setBusy(id);
    try {
      await callCalendarApi.removeClosure(id, date);
      useCallMonthStore.getState().removeClosure(id);
    } catch {
      setError('Failed to remove the office closure. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div aria-label="Office closures this month" role="group">
      <h4>Office closures this month</h4>
      {list.length === 0 ? (
        <p className="cc-muted">None.</p>
      ) : (
        <ul className="cc-closures">
          {list.map((record) => (
            <li key={record.id}>
              {formatUsDate(record.effective_date_start)}
              {mayRemove && (
                <button
                  type="button"
                  className="button secondary"
                  disabled={busy === record.id}
                  onClick={() => handleRemove(record.id, record.effective_date_start)}
                >
                  Remove closure {formatUsDate(record.effective_date_start)}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
