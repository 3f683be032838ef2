import './holiday-mark.css';

/** A practice holiday, marked the same on every calendar: its name, and that no office is expected. */
export function HolidayMark({ name, compact = false }: { name: string; compact?: boolean }) {
  return (
    <span className="holiday-mark" role="note" aria-label={`Practice holiday: ${name}`}>
      <span aria-hidden="true">★</span> {compact ? name : `Holiday: ${name}`}
    </span>
  );
}
