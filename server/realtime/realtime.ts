import type { ParsedRoom } from '../../shared/realtime/rooms.js';
import type { AuthUser } from '../auth/auth-user.js';
import { HandshakeAdmitters } from './handshake-admitters.js';
import { SocketEvents } from './socket-events.js';

/** A person's `room:join` admitted (not a `room:watch`: nothing is read then), before its snapshot is read. */
export interface PersonJoin {
  user: AuthUser;
  room: ParsedRoom;
  /** The client's address, by the same TRUST_PROXY rule as HTTP's (from a trusted proxy, its X-Forwarded-For). */
  address: string;
}
export type AfterJoinHook = (join: PersonJoin) => Promise<void>;

/**
 * The registries through which areas plug into the realtime core, which knows none of them:
 * handshake admitters (wall boards), socket events (call calendar presence) and after-join
 * hooks (the audit of room reads). Room snapshots have their own registry (app.roomSnapshots).
 */
export class Realtime {
  readonly admitters = new HandshakeAdmitters();
  readonly events = new SocketEvents();
  private readonly afterJoinHooks: AfterJoinHook[] = [];

  /** Runs, in order, after each person's join is admitted and before the snapshot is read; a failure fails the join. */
  afterJoin(hook: AfterJoinHook): void {
    this.afterJoinHooks.push(hook);
  }

  async joined(join: PersonJoin): Promise<void> {
    for (const hook of this.afterJoinHooks) await hook(join);
  }
}
