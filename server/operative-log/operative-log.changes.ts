import type { OperativeEntry } from '../../shared/schemas/operative-log.js';

/** The changes the operative log records in a write's transaction (projected by operative-log.live.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** An entry added, edited or deleted (archived): the whole entry. */
    'operative-entry': { entry: OperativeEntry };
  }
}
