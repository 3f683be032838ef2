import type { RoundRecord } from '../../shared/schemas/rounds.js';

/** The changes the rounds area records in a write's transaction (projected by rounds.live.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** An entry added, edited, archived or marked S/O or D/C: the whole record. */
    round: { round: RoundRecord };
  }
}
