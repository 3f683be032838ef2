import type { ParsedRoom, RoomKind } from '../../shared/realtime/rooms.js';
import type { RoomSnapshotParts, SnapshotArea } from '../../shared/realtime/snapshots.js';
import type { AuthUser } from '../auth/auth-user.js';

type RoomOf<K extends RoomKind> = Extract<ParsedRoom, { kind: K }>;
type SnapshotReader<K extends RoomKind, A extends SnapshotArea<K>> = (
  user: AuthUser,
  room: RoomOf<K>,
) => Promise<RoomSnapshotParts[K][A]>;
type AnyReader = (user: AuthUser, room: ParsedRoom) => Promise<unknown>;

/**
 * What a room's snapshot holds. Several areas may share a room (the month room carries the
 * call calendar and block time), so each area registers its own part under its own name and
 * the snapshot is `{ [area]: part }`, typed by shared/realtime/snapshots.ts.
 */
export class RoomSnapshots {
  private readonly readers = new Map<RoomKind, Map<string, AnyReader>>();

  provide<K extends RoomKind, A extends SnapshotArea<K>>(kind: K, area: A, reader: SnapshotReader<K, A>): void {
    const byArea = this.readers.get(kind) ?? new Map<string, AnyReader>();
    // Stored by kind: read() only ever passes it a room of that kind.
    byArea.set(area, reader as AnyReader);
    this.readers.set(kind, byArea);
  }

  async read(user: AuthUser, room: ParsedRoom): Promise<Record<string, unknown>> {
    const snapshot: Record<string, unknown> = {};
    const byArea = this.readers.get(room.kind) ?? new Map<string, AnyReader>();
    for (const [area, reader] of byArea) {
      if (room.kind === 'list' && area !== room.list) continue;
      snapshot[area] = await reader(user, room);
    }
    return snapshot;
  }
}
