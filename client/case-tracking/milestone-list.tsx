import { MILESTONE_LABELS } from '../../shared/case-tracking.js';
import { formatTime12 } from '../../shared/dates.js';
import type { CaseMilestone } from '../../shared/schemas/case-tracking.js';

/** The milestones recorded so far: when, who, and whether a time was corrected or entered late. */
export function MilestoneList({ milestones }: { milestones: CaseMilestone[] }) {
  return (
    <ol className="case-milestones" aria-label="Milestones recorded">
      {milestones.map((milestone) => (
        <li key={milestone.step}>
          <span className="case-milestone-time">{formatTime12(milestone.time)}</span>{' '}
          <strong>{MILESTONE_LABELS[milestone.step]}</strong> · {milestone.set_by_name}
          {milestone.entered_late === 1 && <em> · entered late</em>}
          {milestone.correction_reason && <em> · corrected: {milestone.correction_reason}</em>}
        </li>
      ))}
    </ol>
  );
}
