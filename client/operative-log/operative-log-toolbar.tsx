import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { todayIso } from '../../shared/dates.js';
import { paths, withDate } from '../lib/paths';
import { DayWindowStrip } from '../ui/day-window-strip';
import { SelectDateButton } from '../ui/select-date-button';

/** Name search, the 7-day strip (newest day on the left) and Select Date of the operative log. */
export function OperativeLogToolbar({ currentDate, initialName = '' }: { currentDate?: string | null; initialName?: string }) {
  const navigate = useNavigate();
  const [name, setName] = useState(initialName);
  const today = todayIso();
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) navigate(`${paths.operativeLogSearch}?name=${encodeURIComponent(name.trim())}`);
  };
  return (
    <div className="rounds-toolbar no-print">
      <form className="name-search" role="search" onSubmit={handleSearch}>
        <input aria-label="Search by name" placeholder="Search by name" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="submit" className="button secondary">Search</button>
      </form>
      <DayWindowStrip
        label="Operative log by date"
        newestFirst
        today={today}
        current={currentDate}
        hrefFor={(date) => withDate(paths.operativeLogSearchDate, date)}
      />
      <SelectDateButton max={today} onSelect={(date) => navigate(withDate(paths.operativeLogSearchDate, date))} />
    </div>
  );
}
