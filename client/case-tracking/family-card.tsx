import { useId } from 'react';
import { parseIsoDate } from '../../shared/dates.js';
import { PRACTICE_NAME } from '../../shared/practice.js';
import { PrintButton } from '../ui/print-button';
import './family-card.css';

export interface FamilyCardProps {
  /** The case's family code (CaseProgress.case_code), e.g. `XK7-M4P`. */
  caseCode: string;
  /** The primary surgeon's name, as the waiting-room screen shows it. */
  surgeon: string;
  /** The day of the case, `YYYY-MM-DD`. */
  date: string;
}

const longDate = (iso: string) =>
  parseIsoDate(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/**
 * The small card handed to a patient's family: the practice, the case code in large letters and
 * what to do with it. It carries nothing of the patient. Its Print button prints the card alone.
 */
export function FamilyCard({ caseCode, surgeon, date }: FamilyCardProps) {
  const id = `family-card-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <section id={id} className="family-card" aria-labelledby={`${id}-title`}>
      <p className="family-card-practice" id={`${id}-title`}>
        {PRACTICE_NAME}
      </p>
      <p className="family-card-label">Family case code</p>
      <p className="family-card-code">{caseCode}</p>
      <p className="family-card-hint">Use this code to follow the progress on the waiting-room screen.</p>
      <p className="family-card-meta">
        {surgeon} · {longDate(date)}
      </p>
      <div className="family-card-actions no-print">
        <PrintButton targetId={id} label="Print family card" />
      </div>
    </section>
  );
}
