import type { CaseProgress } from '../../shared/schemas/case-tracking.js';

/** The changes case tracking records in a write's transaction (projected by case-tracking.live.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** A case's whole progress as a milestone, delay, cancellation or undo left it. */
    'case-progress': { progress: CaseProgress };
  }
}
