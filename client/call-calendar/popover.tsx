import { useEffect, useRef, type ReactNode } from 'react';
import { DialogHeader, useCloseOnEscape } from '../ui/modal';
import { useDialogFocus } from '../ui/use-dialog-focus';

/** A pop-up panel that closes on a click outside it or on Escape. */
export function Popover({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useCloseOnEscape(onClose);
  useDialogFocus(ref);
  useEffect(() => {
    const handlePointer = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onClose();
    };
    // On the next tick, so the click that opened the panel does not close it.
    const timer = setTimeout(() => document.addEventListener('mousedown', handlePointer));
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mousedown', handlePointer);
    };
  }, [onClose]);
  return (
    <div ref={ref} tabIndex={-1} className="cc-popover no-print" role="dialog" aria-label={title}>
      <DialogHeader title={title} onClose={onClose} />
      {children}
    </div>
  );
}
