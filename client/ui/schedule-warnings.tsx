import { useEffect, useRef } from 'react';
import type { ScheduleWarning } from '../../shared/schedule-rules.js';
import './schedule-warnings.css';

/**
 * Soft-rule warnings of a save, with "Save anyway" (resend acknowledged) and "Cancel" (keep editing).
 * Placed beside the control that triggered the save; on arrival it scrolls into view and takes
 * focus, so the warning is where the eye (and the screen reader) already is.
 */
export function ScheduleWarnings({
  warnings,
  busy = false,
  confirmLabel = 'Save anyway',
  onSaveAnyway,
  onCancel,
}: {
  warnings: ScheduleWarning[];
  busy?: boolean;
  /** The button that resends acknowledged ("Save anyway", "Accept anyway"). */
  confirmLabel?: string;
  onSaveAnyway: () => void;
  onCancel: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, [warnings]);
  return (
    <div className="schedule-warnings" role="alert" aria-label="Scheduling warnings" tabIndex={-1} ref={box}>
      <p className="schedule-warnings-title">Please check before saving:</p>
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.date}/${warning.slot}/${warning.surgeon_id}/${warning.reason}`}>{warning.message}</li>
        ))}
      </ul>
      <div className="schedule-warnings-actions">
        <button type="button" className="button primary" disabled={busy} onClick={onSaveAnyway}>
          {confirmLabel}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
