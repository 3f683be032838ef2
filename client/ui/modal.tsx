import { useEffect, useRef, type ReactNode } from 'react';
import { useDialogFocus } from './use-dialog-focus';

/** The close functions of the dialogs open now, the last opened last: Escape closes only that one. */
const openDialogs: (() => void)[] = [];

function closeInnermost(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || openDialogs.length === 0) return;
  event.preventDefault();
  openDialogs.at(-1)!();
}

/**
 * Calls `onClose` when Escape is pressed while the caller is the innermost open dialog: in a
 * dialog opened from another, Escape closes the inner one and leaves the outer open.
 */
export function useCloseOnEscape(onClose: () => void): void {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  }, [onClose]);
  useEffect(() => {
    // Registered once per dialog, so the order stays the order in which dialogs opened.
    const close = () => latest.current();
    openDialogs.push(close);
    if (openDialogs.length === 1) window.addEventListener('keydown', closeInnermost);
    return () => {
      openDialogs.splice(openDialogs.indexOf(close), 1);
      if (openDialogs.length === 0) window.removeEventListener('keydown', closeInnermost);
    };
  }, []);
}

/** A dialog's title and its close button. */
export function DialogHeader({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <header className="modal-header">
      <h2>{title}</h2>
      <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
        ×
      </button>
    </header>
  );
}

/** A dialog over the page that holds the keyboard focus; Escape or the close button calls onClose. */
export function Modal({
  title,
  onClose,
  children,
  wide,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useCloseOnEscape(onClose);
  useDialogFocus(ref);
  return (
    <div className="modal-backdrop">
      <div
        ref={ref}
        tabIndex={-1}
        className={wide ? 'modal wide' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-label={title}
      >
        <DialogHeader title={title} onClose={onClose} />
        {children}
      </div>
    </div>
  );
}
