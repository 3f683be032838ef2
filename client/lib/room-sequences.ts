import type { RoomEventMeta } from '../../shared/realtime/events.js';

/**
 * Gap detection. Every room event carries `{ room, seq }`; we keep the last number seen per
 * room. An event at or below it is already covered (by an earlier event or by a snapshot) and
 * is not applied again; one that skips numbers, or comes without a number, is applied and
 * makes the room resync from its snapshot (useRoom rejoins). After a reconnect every room
 * rejoins anyway, so the numbers are forgotten on disconnect.
 */
const lastSeen = new Map<string, number>();
const resyncers = new Map<string, Set<() => void>>();
const verdicts = new WeakMap<RoomEventMeta, boolean>();
const pendingResync = new Set<string>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;

const isMeta = (value: unknown): value is RoomEventMeta =>
  typeof value === 'object' && value !== null && typeof (value as RoomEventMeta).room === 'string';

/**
 * The room a client joined for an event's room: a wall board joins `board-day:<date>` and the
 * server puts it in that day's masked or named variant, whose events name the variant.
 */
const joinedRoomOf = (room: string) => room.replace(/^(board-day:\d{4}-\d{2}-\d{2}):(masked|named)$/, '$1');

function requestResync(room: string): void {
  pendingResync.add(room);
  // Several events of one burst may each see the gap: one rejoin covers them all.
  flushTimer ??= setTimeout(() => {
    flushTimer = undefined;
    const rooms = [...pendingResync];
    pendingResync.clear();
    for (const name of rooms) for (const resync of resyncers.get(name) ?? []) resync();
  }, 50);
}

/** Whether an event with this meta should be applied; notes its number and asks for resyncs. */
export function observeRoomEvent(meta: RoomEventMeta): boolean {
  const { seq } = meta;
  const room = joinedRoomOf(meta.room);
  if (seq === undefined) {
    requestResync(room);
    return true;
  }
  const last = lastSeen.get(room);
  if (last !== undefined && seq <= last) return false;
  lastSeen.set(room, seq);
  if (last !== undefined && seq > last + 1) requestResync(room);
  return true;
}

/**
 * Events that arrive while a join of their room awaits its snapshot wait for it: the snapshot
 * may have been read before or after them, so they are applied after it, and only those
 * numbered above the join's number (the others are in it). Any event received before the join
 * was asked for is already in the snapshot (it was sent after its write committed), so a
 * snapshot never takes the screen back to a state older than one it showed.
 */
interface PendingJoin {
  count: number;
  queued: { seq: number | undefined; apply: () => void }[];
}
const joining = new Map<string, PendingJoin>();

export function roomJoinStarted(room: string): void {
  const pending = joining.get(room) ?? { count: 0, queued: [] };
  pending.count += 1;
  joining.set(room, pending);
}

/** Queues `apply` when a join of the event's room is pending; answers whether it did. */
export function deferWhileJoining(meta: unknown, apply: () => void): boolean {
  if (!isMeta(meta)) return false;
  const pending = joining.get(joinedRoomOf(meta.room));
  if (!pending) return false;
  pending.queued.push({ seq: meta.seq, apply });
  return true;
}

/**
 * A join answered (`snapshot` applies it; null when refused or abandoned): events numbered up
 * to `seq` are in the snapshot; the ones queued meanwhile that are newer are applied after it.
 */
export function roomJoined(room: string, seq: number | null, snapshot: (() => void) | null): void {
  if (snapshot) {
    if (seq === null) lastSeen.delete(room);
    else lastSeen.set(room, Math.max(lastSeen.get(room) ?? seq, seq));
    snapshot();
  }
  const pending = joining.get(room);
  if (!pending) return;
  pending.count -= 1;
  if (pending.count <= 0) joining.delete(room);
  for (const event of pending.queued) {
    if (!snapshot || seq === null || event.seq === undefined || event.seq > seq) event.apply();
  }
  if (pending.count <= 0) pending.queued.length = 0;
}

export function roomLeft(room: string): void {
  lastSeen.delete(room);
}

/** `resync` runs when `room` must be read again; returns the unregister function. */
export function onRoomResync(room: string, resync: () => void): () => void {
  const set = resyncers.get(room) ?? new Set();
  set.add(resync);
  resyncers.set(room, set);
  return () => {
    set.delete(resync);
    if (set.size === 0) resyncers.delete(room);
  };
}

/** False for an event already covered (see above); true for any other, and for non-room events. */
export function isFreshEvent(meta: unknown): boolean {
  return !isMeta(meta) || verdicts.get(meta) !== false;
}

interface SequencedSocket {
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
}

/** socket.io calls catch-all listeners before an event's own, so each verdict is ready for them. */
export function trackRoomSequences(socket: SequencedSocket): void {
  socket.onAny((_event, _payload, meta) => {
    if (isMeta(meta)) verdicts.set(meta, observeRoomEvent(meta));
  });
  socket.on('disconnect', () => {
    lastSeen.clear();
    // Pending joins get no ack now: apply what waited; the rejoin after reconnecting follows.
    for (const pending of joining.values()) for (const event of pending.queued) event.apply();
    joining.clear();
  });
}
