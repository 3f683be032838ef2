import type { BlockTimeSaved } from '../../shared/schemas/block-time.js';
import type { BlockDayOverlay } from '../../shared/schemas/day-overlays.js';

/** The changes block time records in a write's transaction (projected by block-time.live.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** A month saved, with the footers of each day whose blocks changed. */
    'block-month': { saved: BlockTimeSaved; dayOverlays: BlockDayOverlay[] };
  }
}
