import { useEffect, useRef, type ReactNode } from 'react';
import { useDialogFocus } from './use-dialog-focus';

/** Calls `onClose` when Escape is pressed while the caller is mounted. */
export function useCloseOnEscape(onClose: () => void): void {
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [onClose]);
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
