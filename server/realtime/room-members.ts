import type { PortalSocketServer } from './socket-server.js';

/**
 * May `room` have sockets in it? Exact on one node: the in-memory adapter's rooms are all the
 * rooms there are (it forgets a room when its last socket leaves). With the Redis adapter
 * (which can list every node's rooms: `allRooms`) the other nodes' sockets are not known here
 * without asking them, so the answer is yes. Synchronous: a publisher asks it and emits in one
 * go, so no join can fall between the question and the emit.
 */
export function mayHaveMembers(io: PortalSocketServer, room: string): boolean {
  const adapter = io.of('/').adapter as unknown as { allRooms?: unknown; rooms: Map<string, Set<string>> };
  if (typeof adapter.allRooms === 'function') return true;
  return (adapter.rooms.get(room)?.size ?? 0) > 0;
}
