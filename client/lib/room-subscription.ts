import { ROOM_JOIN_LIMITED } from '../../shared/realtime/events.js';
import type { RoomJoinAck } from '../../shared/realtime/snapshots.js';
import { onRoomResync, roomJoined, roomJoinStarted, roomLeft } from './room-sequences';
import type { PortalSocket } from './socket';

export type RoomStatus = 'joining' | 'live' | 'offline' | 'refused';
export type RoomHow = 'room:join' | 'room:watch';

/** One component's interest in a room: its snapshots (or resync signals) and the room's status. */
export interface RoomListener {
  snapshot(data: unknown): void;
  status(status: RoomStatus): void;
}

/**
 * A socket's one subscription to one room, however many components of the page listen to it:
 * the components that mount together share one join (and so one snapshot read on the server),
 * each getting the snapshot; one that mounts later asks for a fresh snapshot for all. The room is
 * left when the last listener goes.
 */
class RoomSubscription {
  readonly #listeners = new Set<RoomListener>();
  #status: RoomStatus = 'joining';
  #joinQueued = false;
  #closed = false;
  #retry: ReturnType<typeof setTimeout> | undefined;
  readonly #stopResync: () => void;

  constructor(
    private readonly socket: PortalSocket,
    private readonly how: RoomHow,
    private readonly room: string,
    private readonly close: () => void,
  ) {
    socket.on('connect', this.#connected);
    socket.on('disconnect', this.#offline);
    // A socket that cannot connect at all (opened offline) never disconnects: it is offline too.
    socket.on('connect_error', this.#offline);
    this.#stopResync = onRoomResync(room, () => this.#join());
  }

  add(listener: RoomListener): void {
    this.#listeners.add(listener);
    listener.status(this.#status);
    this.#queueJoin();
  }

  remove(listener: RoomListener): void {
    this.#listeners.delete(listener);
    if (this.#listeners.size > 0) return;
    this.#closed = true;
    clearTimeout(this.#retry);
    this.#stopResync();
    this.socket.off('connect', this.#connected);
    this.socket.off('disconnect', this.#offline);
    this.socket.off('connect_error', this.#offline);
    this.close();
    roomLeft(this.room);
    if (this.socket.connected) this.socket.emit('room:leave', this.room);
  }

  /** Listeners added in one turn (one page's parts mounting together) share the join. */
  #queueJoin(): void {
    if (this.#joinQueued) return;
    this.#joinQueued = true;
    queueMicrotask(() => {
      this.#joinQueued = false;
      if (!this.#closed) this.#join();
    });
  }

  #join(): void {
    if (!this.socket.connected) return; // the next 'connect' joins
    roomJoinStarted(this.room);
    const joined = (result: RoomJoinAck) => {
      if (this.#closed || !result.ok) {
        roomJoined(this.room, null, null);
        if (this.#closed) return;
        // Too many joins at once (the server's per-socket limit): the room is asked for again.
        if (!result.ok && result.error === ROOM_JOIN_LIMITED)
          this.#retry = setTimeout(() => this.#join(), 1_000 + Math.random() * 1_000);
        else this.#setStatus('refused');
        return;
      }
      // The server reads this room's snapshot with the reader shared/realtime/snapshots.ts types.
      roomJoined(this.room, result.seq, () => {
        for (const listener of this.#listeners) listener.snapshot(result.data);
      });
      this.#setStatus('live');
    };
    if (this.how === 'room:join') this.socket.emit('room:join', this.room, joined);
    else this.socket.emit('room:watch', this.room, joined);
  }

  #setStatus(status: RoomStatus): void {
    this.#status = status;
    for (const listener of this.#listeners) listener.status(status);
  }

  readonly #connected = () => {
    this.#setStatus('joining');
    this.#join();
  };

  readonly #offline = () => this.#setStatus('offline');
}

const subscriptions = new WeakMap<PortalSocket, Map<string, RoomSubscription>>();

/** Adds `listener` to the socket's subscription to `room` (made on first use); returns its removal. */
export function listenToRoom(socket: PortalSocket, how: RoomHow, room: string, listener: RoomListener): () => void {
  const mine = subscriptions.get(socket) ?? new Map<string, RoomSubscription>();
  subscriptions.set(socket, mine);
  const key = `${how} ${room}`;
  let subscription = mine.get(key);
  if (!subscription) {
    subscription = new RoomSubscription(socket, how, room, () => mine.delete(key));
    mine.set(key, subscription);
  }
  subscription.add(listener);
  const joined = subscription;
  return () => joined.remove(listener);
}
