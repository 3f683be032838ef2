import type { ClientToServerEvents } from '../../shared/realtime/events.js';
import type { PortalSocket } from './portal-socket.js';

/** The events the core itself serves: joining and leaving rooms, and the session's activity. */
type CoreEvent = 'room:join' | 'room:watch' | 'room:leave' | 'session:active';
export type AreaEvent = Exclude<keyof ClientToServerEvents, CoreEvent>;
type AreaHandler<E extends AreaEvent> = (socket: PortalSocket, ...args: Parameters<ClientToServerEvents[E]>) => void;
type SocketHook = (socket: PortalSocket) => void;

/**
 * What areas add to every socket: their own client events (call calendar presence), and hooks
 * for when a socket connects, leaves a room and disconnects. The core's one connection handler
 * (server/realtime/socket-server.ts) attaches them all.
 */
export class SocketEvents {
  private readonly attachers: SocketHook[] = [];
  private readonly connectHooks: SocketHook[] = [];
  private readonly leaveHooks: ((socket: PortalSocket, room: string) => void)[] = [];
  private readonly disconnectHooks: SocketHook[] = [];

  on<E extends AreaEvent>(event: E, handler: AreaHandler<E>): void {
    this.attachers.push((socket) => {
      const listener = (...args: Parameters<ClientToServerEvents[E]>) => handler(socket, ...args);
      // socket.io types a listener by a condition on the event's name, which stays open for a generic E.
      socket.on(event, listener as never);
    });
  }

  onConnect(hook: SocketHook): void {
    this.connectHooks.push(hook);
  }

  /** After the socket left what a `room:leave` of `room` names (whatever the name). */
  onRoomLeft(hook: (socket: PortalSocket, room: string) => void): void {
    this.leaveHooks.push(hook);
  }

  onDisconnect(hook: SocketHook): void {
    this.disconnectHooks.push(hook);
  }

  attach(socket: PortalSocket): void {
    for (const attach of this.attachers) attach(socket);
    socket.on('disconnect', () => {
      for (const hook of this.disconnectHooks) hook(socket);
    });
    for (const hook of this.connectHooks) hook(socket);
  }

  roomLeft(socket: PortalSocket, room: string): void {
    for (const hook of this.leaveHooks) hook(socket, room);
  }
}
