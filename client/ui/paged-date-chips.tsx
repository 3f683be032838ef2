import { useState } from 'react';
import { DateChips } from './date-chips';

/** Date chips shown a page at a time, with previous and next arrows. */
export function PagedDateChips({
  dates,
  pageSize,
  initialStart,
  hrefFor,
  label,
}: {
  dates: string[];
  pageSize: number;
  initialStart: number;
  hrefFor: (date: string) => string;
  label: string;
}) {
  const [start, setStart] = useState(initialStart);
  const lastStart = Math.max(0, dates.length - pageSize);
  return (
    <div className="paged-strip">
      <button
        type="button"
        className="arrow"
        aria-label="Previous days"
        disabled={start === 0}
        onClick={() => setStart(Math.max(0, start - pageSize))}
      >
        ‹
      </button>
      <DateChips dates={dates.slice(start, start + pageSize)} hrefFor={hrefFor} label={label} />
      <button
        type="button"
        className="arrow"
        aria-label="Next days"
        disabled={start >= lastStart}
        onClick={() => setStart(Math.min(lastStart, start + pageSize))}
      >
        ›
      </button>
    </div>
  );
}
