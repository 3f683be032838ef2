import { GAP_WORDS } from '../../shared/coverage.js';
import type { CallSlot } from '../../shared/schemas/call-calendar.js';
import './coverage-gap.css';

/** A warning triangle: the gap's shape, so it is not told by colour alone. */
export function GapIcon() {
  return (
    <svg className="coverage-gap-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M8 1.5 15 14.5H1z" fill="currentColor" />
      <path d="M8 6v4.2M8 11.8v1" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** An empty call slot shown as a gap: colour, icon and words ("No 1st call"). */
export function CoverageGap({ slot }: { slot: CallSlot }) {
  return (
    <span className="coverage-gap">
      <GapIcon />
      <span className="coverage-gap-words">{GAP_WORDS[slot]}</span>
    </span>
  );
}

/** A day's gaps as one note ("No 1st call · No O AM"); nothing when every needed slot is held. */
export function CoverageGaps({ slots, label = 'Uncovered calls' }: { slots: readonly CallSlot[]; label?: string }) {
  if (slots.length === 0) return null;
  return (
    <div className="coverage-gaps" role="note" aria-label={label}>
      {slots.map((slot) => (
        <CoverageGap key={slot} slot={slot} />
      ))}
    </div>
  );
}
