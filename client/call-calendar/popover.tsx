import { useEffect, useRef, type ReactNode } from 'react';

/** A pop-up panel that closes on a click outside it or on Escape. */
export function Popover({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const handlePointer = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onClose();
    };
    const handleKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    // On the next tick, so the click that opened the panel does not close it.
    const timer = setTimeout(() => document.addEventListener('mousedown', handlePointer));
    window.addEventListener('keydown', handleKey);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('mousedown', handlePointer);
      window.removeEventListener('keydown', handleKey);
    };
  }, [onClose]);
  return (
    <div ref={ref} className="cc-popover no-print" role="dialog" aria-label={title}>
      <header className="modal-header">
        <h2>{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      {children}
    </div>
  );
}
