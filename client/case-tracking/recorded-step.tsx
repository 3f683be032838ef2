import type { MouseEvent } from 'react';
import { MILESTONE_LABELS, type Milestone } from '../../shared/case-tracking.js';

/**
 * "Recorded: In room · Undo": what the last tap on this panel recorded, as the server saved it,
 * shown below the Next button (nothing moves under the finger) while it is still the case's last
 * change. Undo takes that step back at once; like Next, it is disarmed while the step is new.
 */
export function RecordedStep({
  step,
  armed,
  onUndo,
}: {
  step: Milestone;
  armed: boolean;
  onUndo: (event: MouseEvent) => void;
}) {
  const label = MILESTONE_LABELS[step];
  return (
    <p className="case-recorded">
      <span>Recorded: {label}</span>
      <span aria-hidden="true">·</span>
      <button type="button" className="link-button" aria-label={`Undo ${label}`} disabled={!armed} onClick={onUndo}>
        Undo
      </button>
    </p>
  );
}
