import type { Server as SocketServer } from 'socket.io';
import type { AuthUser } from '../auth/auth-user.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import type { Publisher } from '../realtime/publisher.js';
import type { RedisClient } from '../realtime/redis.js';
import type { RoomSequences } from '../realtime/room-sequences.js';
import type { RoomSnapshots } from '../realtime/room-snapshots.js';
import type { SocketData } from '../realtime/socket-server.js';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtime/events.js';
import type { Permission } from '../../shared/roles.js';
import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Set with REDIS_URL: state every node must share lives there. */
    redis: RedisClient | undefined;
    io: SocketServer<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
    publisher: Publisher;
    roomSnapshots: RoomSnapshots;
    /** Each room's event numbering (in Redis with REDIS_URL, so every node numbers alike). */
    roomSequences: RoomSequences;
    /**
     * A guard: 403 unless the signed-in user's role has this permission (or one of them). Runs at
     * onRequest whatever hook the route lists it in, so before the body is read.
     */
    permit: (permission: Permission | readonly Permission[], message?: string) => onRequestAsyncHookHandler;
    serveClientIndex: (reply: FastifyReply) => FastifyReply;
  }
  interface FastifyRequest {
    /** Set for every /api route that is not public. */
    auth: AuthUser;
  }
  interface FastifyContextConfig {
    /** A route that needs no session (login). */
    public?: boolean;
  }
}

export {};
