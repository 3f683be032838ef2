import type { ParsedRoom, RoomKind } from '../../shared/realtime/rooms.js';
import type { RoomSnapshotParts, SnapshotArea } from '../../shared/realtime/snapshots.js';

export type RoomOf<K extends RoomKind> = Extract<ParsedRoom, { kind: K }>;
type SnapshotReader<K extends RoomKind, A extends SnapshotArea<K>> = (
  room: RoomOf<K>,
) => Promise<RoomSnapshotParts[K][A]>;
type AnyReader = (room: ParsedRoom) => Promise<unknown>;
/** The kinds whose snapshot holds every area's part (a list room holds only its own list's). */
type WholeKind = Exclude<RoomKind, 'list'>;

/**
 * What a room's snapshot holds. Several areas may share a room (the month room carries the
 * call calendar and block time), so each area registers its own part under its own name and
 * the snapshot is `{ [area]: part }`, typed by shared/realtime/snapshots.ts. A snapshot depends
 * on the room only: who may read it is decided before (server/realtime/room-access.ts).
 */
export class RoomSnapshots {
  private readonly readers = new Map<RoomKind, Map<string, AnyReader>>();

  provide<K extends RoomKind, A extends SnapshotArea<K>>(kind: K, area: A, reader: SnapshotReader<K, A>): void {
    const byArea = this.readers.get(kind) ?? new Map<string, AnyReader>();
    // Stored by kind: read() only ever passes it a room of that kind.
    byArea.set(area, reader as AnyReader);
    this.readers.set(kind, byArea);
  }

  async read(room: ParsedRoom): Promise<Record<string, unknown>> {
    const snapshot: Record<string, unknown> = {};
    const byArea = this.readers.get(room.kind) ?? new Map<string, AnyReader>();
    for (const [area, reader] of byArea) {
      if (room.kind === 'list' && area !== room.list) continue;
      snapshot[area] = await reader(room);
    }
    return snapshot;
  }

  /** A room's whole snapshot, typed: for another audience of the room (a wall board reads a day so, to mask it). */
  async readWhole<K extends WholeKind>(room: RoomOf<K>): Promise<RoomSnapshotParts[K]> {
    // Every area of a kind provides its part while the app is built (server/areas.ts), before any read.
    return (await this.read(room)) as RoomSnapshotParts[K];
  }
}
