import type { ReactNode } from 'react';
import { PrintButton } from './print-button';

/** A list that prints on its own: its paper title, its heading and Print button, then the list. */
export function PrintSection({
  id,
  printTitle,
  heading,
  printLabel,
  children,
}: {
  id: string;
  printTitle: string;
  heading: ReactNode;
  printLabel?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="list-section print-section">
      <p className="print-title">{printTitle}</p>
      <div className="list-section-heading no-print">
        <h2>{heading}</h2>
        <PrintButton targetId={id} label={printLabel} />
      </div>
      {children}
    </section>
  );
}
