import type { BoardSettings } from '../../shared/schemas/boards.js';

/** The changes the boards area records in a write's transaction (projected in board-socket.ts). */
declare module '../realtime/changes.js' {
  interface ChangeKinds {
    /** A board registered, changed (`settings`: what its screens now follow) or turned off. */
    board: { id: number; settings?: BoardSettings };
  }
}
