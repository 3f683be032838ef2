import { RedisAdapter } from '@socket.io/redis-adapter';
import type { PortalSocketServer } from './portal-socket.js';

export interface WatchedRooms {
  /** The rooms with sockets of this node in them (exact: the adapter forgets a room its last socket left). */
  here(): string[];
  /**
   * The rooms with sockets in them on any node: the Redis adapter asks every node; while Redis
   * is down the other nodes cannot answer, so this node's rooms are the answer.
   */
  everywhere(): Promise<string[]>;
  /**
   * May `room` have sockets in it? Exact on one node; with the Redis adapter the other nodes'
   * sockets are not known without asking them, so the answer is yes. Synchronous: a publisher
   * asks it and emits in one go, so no join can fall between the question and the emit.
   */
  mayHaveMembers(room: string): boolean;
}

/** The one answer to "which rooms are watched", for every caller (the adapter in use is read at each question). */
export function watchedRooms(io: PortalSocketServer): WatchedRooms {
  const adapter = () => io.of('/').adapter;
  const here = () => [...adapter().rooms.keys()];
  return {
    here,
    async everywhere() {
      const current = adapter();
      return current instanceof RedisAdapter ? [...(await current.allRooms().catch(() => new Set(here())))] : here();
    },
    mayHaveMembers(room) {
      const current = adapter();
      return current instanceof RedisAdapter || (current.rooms.get(room)?.size ?? 0) > 0;
    },
  };
}
