import type { TimeOffRequest } from '../../shared/schemas/time-off-requests.js';

/** The changes the time-off-requests area records in a write's transaction (projected in time-off-requests.routes.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** A time-off request created or decided: the request as committed. */
    'time-off-request': { request: TimeOffRequest };
  }
}
