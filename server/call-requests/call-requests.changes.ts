import type { CallRequestRow } from './call-requests.repository.js';

/** The changes the call-requests area records in a write's transaction (projected by call-requests.live.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** A call request created or moved on: its row as committed. */
    'call-request': { row: CallRequestRow };
  }
}
