import type { UserRecord } from '../../shared/schemas/users.js';

/** The changes the users area records in a write's transaction (projected by users.live.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** A user added or edited: the whole record. */
    user: { user: UserRecord };
  }
}
