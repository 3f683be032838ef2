import { PRACTICE_NAME } from '../../shared/practice.js';
import { formatPracticeInstant, practiceNow } from '../lib/practice-clock';
import { usePrinting } from '../lib/use-printing';
import './print-heading.css';

/**
 * A report's heading on paper only (the screen has its own): the practice, the report's title,
 * what it covers (its dates) and when it was printed, at the practice's time. The page it heads
 * prints on A4, `paper` portrait or landscape, with the screen's heading, filters and buttons
 * left out.
 */
export function PrintHeading({
  title,
  covers,
  paper,
}: {
  title: string;
  covers: string;
  paper: 'portrait' | 'landscape';
}) {
  // Rendered again as printing starts, so "Printed" tells the moment of printing.
  usePrinting();
  return (
    <header className={`print-heading a4-${paper}`}>
      <p className="print-heading-practice">{PRACTICE_NAME}</p>
      <p className="print-heading-title">{title}</p>
      <p className="print-heading-covers">
        {covers} · Printed {formatPracticeInstant(practiceNow().toISOString(), 'dateTime')}
      </p>
    </header>
  );
}
