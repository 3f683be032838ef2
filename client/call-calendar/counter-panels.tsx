import { useState, type FormEvent } from 'react';
import { formatUsDate } from '../../shared/dates.js';
import { Popover } from './popover';
import { useCallCounts, useVacationStatus } from './use-counters';

interface Row {
  id: number;
  initial: string;
  name: string;
}

function CounterTable<T extends Row>({
  label,
  rows,
  lines,
}: {
  label: string;
  rows: T[] | null;
  lines: [string, (row: T) => number][];
}) {
  if (!rows) return <p>Loading...</p>;
  return (
    <table className="data-table cc-counter" aria-label={label}>
      <thead>
        <tr>
          <th scope="col" />
          {rows.map((row) => (
            <th key={row.id} scope="col" title={row.name}>
              {row.initial}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {rows.map((row) => (
              <td key={row.id}>{value(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Rows First, Second, Weekend per surgeon, over a date range (Reset: the current year). */
export function CallCounterPanel({ onClose }: { onClose: () => void }) {
  const { range, rows, error, request, reset } = useCallCounts();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (start && end) request(start, end);
  };
  return (
    <Popover title="Call Counter" onClose={onClose}>
      <p className="cc-muted">
        {formatUsDate(range.start)} – {formatUsDate(range.end)}. Weekend: Saturdays and Sundays on 1st or 2nd call.
      </p>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <CounterTable
        label="Call counter"
        rows={rows}
        lines={[
          ['First', (row) => row.surgeon_1st_count],
          ['Second', (row) => row.surgeon_2nd_count],
          ['Weekend', (row) => row.weekend_count],
        ]}
      />
      <form className="cc-inline-form" onSubmit={handleSubmit}>
        <strong>View Date Range</strong>
        <label>
          Start date <input type="date" value={start} onChange={(event) => setStart(event.target.value)} />
        </label>
        <label>
          End date <input type="date" value={end} onChange={(event) => setEnd(event.target.value)} />
        </label>
        <button type="submit" className="button primary" disabled={!start || !end}>
          Search
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            setStart('');
            setEnd('');
            reset();
          }}
        >
          Reset
        </button>
      </form>
    </Popover>
  );
}

/** Rows Allowed, Taken, Remaining per surgeon for a year. */
export function VacationPanel({ onClose }: { onClose: () => void }) {
  const { year, rows, error, request } = useVacationStatus();
  const [text, setText] = useState(String(year));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{4}$/.test(text.trim())) request(Number(text.trim()));
  };
  return (
    <Popover title="Vacation" onClose={onClose}>
      <p className="cc-muted">Year {year}</p>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <CounterTable
        label="Vacation counter"
        rows={rows}
        lines={[
          ['Allowed', (row) => row.allowed_vacation],
          ['Taken', (row) => row.taken_vacation],
          ['Remaining', (row) => row.remaining_vacation],
        ]}
      />
      <form className="cc-inline-form" onSubmit={handleSubmit}>
        <label>
          Year Selector{' '}
          <input
            inputMode="numeric"
            placeholder="YYYY"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit" className="button primary" disabled={text.trim() === ''}>
          Search
        </button>
      </form>
    </Popover>
  );
}
