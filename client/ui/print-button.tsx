import './print-button.css';

/**
 * Prints only the element with id `targetId` (and the print titles inside it): the page is
 * marked while the browser's print dialog is open and unmarked afterwards.
 */
export function PrintButton({ targetId, label = 'Print' }: { targetId: string; label?: string }) {
  const handlePrint = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    target.classList.add('printing');
    document.body.classList.add('print-selective');
    const done = () => {
      target.classList.remove('printing');
      document.body.classList.remove('print-selective');
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };
  return (
    <button type="button" className="button secondary no-print" onClick={handlePrint}>
      {label}
    </button>
  );
}
