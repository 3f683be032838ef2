import type { AuthUser } from '../auth/auth-user.js';
import type { Histories } from '../audit/histories.js';
import type { Undoables } from '../audit/undoables.js';
import type { Config } from '../config.js';
import type { PracticeClock } from '../../shared/practice-clock.js';
import type { Db } from '../db/connect.js';
import type { DatabaseHealth } from '../db/database-health.js';
import type { Publisher } from '../realtime/publisher.js';
import type { PushSender } from '../push/push-sender.js';
import type { Projections } from '../realtime/projections.js';
import type { Keepers } from '../db/keepers.js';
import type { RedisClient } from '../realtime/redis.js';
import type { RoomSequences } from '../realtime/room-sequences.js';
import type { RoomSnapshots } from '../realtime/room-snapshots.js';
import type { PortalSocketServer } from '../realtime/portal-socket.js';
import type { Realtime } from '../realtime/realtime.js';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import type { Permission } from '../../shared/roles.js';
import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { CredentialCheck, DeclaredRoute, RouteAccess } from './route-access.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The practice's one clock: every "now" and "today" of the server is read from it. */
    clock: PracticeClock;
    db: Db;
    /** Whether the database can be used now; requests report the faults they meet. */
    databaseHealth: DatabaseHealth;
    /** Set with REDIS_URL: state every node must share lives there. */
    redis: RedisClient | undefined;
    io: PortalSocketServer;
    publisher: Publisher;
    /** Web Push to people's devices: the delivery channel beside the publisher, for when no tab is open. */
    pushes: PushSender;
    /** The live projectors: a committed write's recorded changes become room events there. */
    projections: Projections;
    /** What a write keeps up to date inside its own transaction, from the changes it records (db/keepers.ts). */
    keepers: Keepers;
    /** Where areas plug into the realtime core: handshake admitters, socket events, after-join hooks. */
    realtime: Realtime;
    roomSnapshots: RoomSnapshots;
    /** Each room's event numbering (in Redis with REDIS_URL, so every node numbers alike). */
    roomSequences: RoomSequences;
    /** What each undoable area registered: History's Undo runs through it. */
    undoables: Undoables;
    /** How each area's History is read, where an area registered its own reader. */
    histories: Histories;
    /**
     * A guard: 403 unless the signed-in user's role has this permission (or one of them). Runs at
     * onRequest whatever hook the route lists it in, so before the body is read.
     */
    permit: (permission: Permission | readonly Permission[], message?: string) => onRequestAsyncHookHandler;
    serveClientIndex: (reply: FastifyReply) => FastifyReply;
    /** Every route as registered, with its declared access (filled as routes are registered). */
    declaredRoutes: readonly DeclaredRoute[];
    /** An area says how its credential kind (a board's token, a feed's secret) is checked. */
    acceptCredential: (access: 'board' | 'feed', check: CredentialCheck) => void;
  }
  interface FastifyRequest {
    /** The signed-in user; read without one (a route that is not a session route), it throws 401. */
    auth: AuthUser;
    /** The signed-in user, or null: for hooks that run on every route. */
    identity: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; a live session when not said. */
    access?: RouteAccess;
    /** The contract declaration the route was registered from (server/http/declare-route.ts). */
    endpoint?: Endpoint;
  }
}

export {};
