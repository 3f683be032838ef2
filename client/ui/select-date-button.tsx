import { useState, type FormEvent } from 'react';
import './select-date-button.css';

/** "Select Date": a calendar with Cancel and Select; Select hands the chosen YYYY-MM-DD on. */
export function SelectDateButton({
  onSelect,
  max,
  initial,
}: {
  onSelect: (date: string) => void;
  max?: string;
  initial?: string;
}) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(initial ?? '');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return;
    setOpen(false);
    onSelect(date);
  };
  return (
    <div className="select-date">
      <button type="button" className="button secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        Select Date
      </button>
      {open && (
        <form className="select-date-panel" onSubmit={handleSubmit} aria-label="Select Date">
          <input
            type="date"
            aria-label="Date"
            value={date}
            max={max}
            required
            onChange={(event) => setDate(event.target.value)}
          />
          <div className="select-date-actions">
            <button type="button" className="button secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="button primary" disabled={!date}>
              Select
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
