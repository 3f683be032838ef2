import { io as connect, type Socket } from 'socket.io-client';
import type { Ack } from '../../shared/realtime/ack.js';
import type {
  ClientToServerEvents,
  RoomEventMeta,
  ServerEventName,
  ServerEventPayload,
  ServerToClientEvents,
} from '../../shared/realtime/events.js';
import type { RoomJoinAck } from '../../shared/realtime/snapshots.js';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io client; resolves once connected, rejects with the server's refusal. */
export function connectSocket(
  baseUrl: string,
  token: string | undefined,
  options: { extraHeaders?: Record<string, string> } = {},
): Promise<TestSocket> {
  const socket: TestSocket = connect(baseUrl, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...options,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Joins a room and answers its snapshot (throws when the server refuses). */
export async function joinRoom<T = Record<string, unknown>>(socket: TestSocket, room: string): Promise<T> {
  const result = (await socket.timeout(10_000).emitWithAck('room:join', room)) as Ack<unknown>;
  if (!result.ok) throw new Error(result.error);
  return result.data as T;
}

/** The next `event` this socket receives (rejects after `timeoutMs`). */
export function nextEvent<E extends ServerEventName>(
  socket: TestSocket,
  event: E,
  timeoutMs = 10_000,
): Promise<ServerEventPayload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler as never);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (payload: ServerEventPayload<E>) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, handler as never);
  });
}

/** Collects every `event` this socket receives, to assert later that nothing (else) came. */
export function recordEvents<E extends ServerEventName>(socket: TestSocket, event: E): ServerEventPayload<E>[] {
  const received: ServerEventPayload<E>[] = [];
  socket.on(event, ((payload: ServerEventPayload<E>) => received.push(payload)) as never);
  return received;
}

export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

/** Joins a room and answers the join's sequence number with its snapshot. */
export async function joinRoomWithSeq<T = Record<string, unknown>>(
  socket: TestSocket,
  room: string,
): Promise<{ data: T; seq: number | null }> {
  const result = (await socket.timeout(10_000).emitWithAck('room:join', room)) as RoomJoinAck<T>;
  if (!result.ok) throw new Error(result.error);
  return { data: result.data, seq: result.seq };
}

/** Collects every `event` with the room and sequence number it came with. */
export function recordRoomEvents<E extends ServerEventName>(
  socket: TestSocket,
  event: E,
): { payload: ServerEventPayload<E>; meta: RoomEventMeta | undefined }[] {
  const received: { payload: ServerEventPayload<E>; meta: RoomEventMeta | undefined }[] = [];
  socket.on(event, ((payload: ServerEventPayload<E>, meta?: RoomEventMeta) =>
    received.push({ payload, meta })) as never);
  return received;
}
