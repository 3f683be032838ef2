import { useState } from 'react';
import { HistoryDialog, type HistoryDialogProps } from './history-dialog';

/** A "History" link that opens a record's history where people look at the record. */
export function HistoryButton({ label, ...dialog }: Omit<HistoryDialogProps, 'onClose'> & { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button audit-history-link" aria-label={label} onClick={() => setOpen(true)}>
        History
      </button>
      {open && <HistoryDialog {...dialog} onClose={() => setOpen(false)} />}
    </>
  );
}
