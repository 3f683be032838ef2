import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePracticeToday } from '../lib/practice-clock';
import { withDate } from '../lib/paths';
import { DayWindowStrip } from './day-window-strip';
import { SelectDateButton } from './select-date-button';
import './records-toolbar.css';

/**
 * Above a dated clinical list: name search (to `searchPath?name=`), the 7-day strip and the
 * Select Date calendar (both to `datePath?date=`).
 */
export function RecordsToolbar({
  searchPath,
  datePath,
  stripLabel,
  newestFirst,
  currentDate,
  initialName = '',
}: {
  searchPath: string;
  datePath: string;
  stripLabel: string;
  newestFirst?: boolean;
  currentDate?: string | null;
  initialName?: string;
}) {
  const navigate = useNavigate();
  const [name, setName] = useState(initialName);
  const today = usePracticeToday();
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) navigate(`${searchPath}?name=${encodeURIComponent(name.trim())}`);
  };
  return (
    <div className="records-toolbar no-print">
      <form className="name-search" role="search" onSubmit={handleSearch}>
        <input
          aria-label="Search by name"
          placeholder="Search by name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button secondary">
          Search
        </button>
      </form>
      <DayWindowStrip
        label={stripLabel}
        newestFirst={newestFirst}
        today={today}
        current={currentDate}
        hrefFor={(date) => withDate(datePath, date)}
      />
      <SelectDateButton max={today} onSelect={(date) => navigate(withDate(datePath, date))} />
    </div>
  );
}
