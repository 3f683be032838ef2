import type { ParsedRoom, RoomKind } from '../../shared/realtime/rooms.js';
import type { AuthUser } from '../auth/auth-user.js';

type RoomOf<K extends RoomKind> = Extract<ParsedRoom, { kind: K }>;
type SnapshotReader<K extends RoomKind> = (user: AuthUser, room: RoomOf<K>) => Promise<unknown>;

/**
 * What a room's snapshot holds. Several areas may share a room (the month room carries the
 * call calendar and block time), so each area registers its own part under its own name and
 * the snapshot is `{ [area]: part }`.
 */
export class RoomSnapshots {
  private readonly readers = new Map<RoomKind, Map<string, SnapshotReader<RoomKind>>>();

  provide<K extends RoomKind>(kind: K, area: string, reader: SnapshotReader<K>): void {
    const byArea = this.readers.get(kind) ?? new Map<string, SnapshotReader<RoomKind>>();
    byArea.set(area, reader as unknown as SnapshotReader<RoomKind>);
    this.readers.set(kind, byArea);
  }

  async read(user: AuthUser, room: ParsedRoom): Promise<Record<string, unknown>> {
    const snapshot: Record<string, unknown> = {};
    const byArea = this.readers.get(room.kind) ?? new Map<string, SnapshotReader<RoomKind>>();
    for (const [area, reader] of byArea) {
      if (room.kind === 'list' && area !== room.list) continue;
      snapshot[area] = await reader(user, room);
    }
    return snapshot;
  }
}
