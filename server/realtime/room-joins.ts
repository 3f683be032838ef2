import type { FastifyInstance } from 'fastify';
import { ROOM_JOIN_LIMITED } from '../../shared/realtime/events.js';
import { parseRoom } from '../../shared/realtime/rooms.js';
import type { RoomJoinAck } from '../../shared/realtime/snapshots.js';
import { checkSession } from '../auth/session-check.js';
import type { GuestAdmission, GuestJoin } from './handshake-admitters.js';
import { JoinLimit } from './join-limit.js';
import type { PersonJoinLimits } from './person-join-limits.js';
import type { PortalSocket } from './portal-socket.js';
import type { PersonJoin, Realtime } from './realtime.js';
import { mayJoin } from './room-access.js';
import { endReasonOf, endSocketSession } from './session-watch.js';

/** A join admitted: the room the socket goes in, and for a person's join, who joined what (for the after-join hooks). */
type Admitted = GuestJoin & { person?: Omit<PersonJoin, 'address'> };
type Admission = Admitted | Exclude<GuestAdmission, GuestJoin>;

const UNKNOWN_ROOM = { refused: 'Unknown room.' };

/**
 * The one join path of every socket: `room:join` (the room's number, then its snapshot, read
 * after joining so no change falls between them), `room:watch` (a person's: the room's events
 * only, nothing read nor recorded as a look) and `room:leave`. Behind the same checks, in this
 * order: the socket's rate limit, then for a person the limits of the session and of the user
 * across all their sockets and nodes (no database work when refused), the room's name, the
 * session (ended now if it ended since the last sweep: a join never outlives it) and the right
 * to the room; for a guest (a wall board), the rule of the area that admitted it.
 */
export function serveRooms(
  app: FastifyInstance,
  realtime: Realtime,
  socket: PortalSocket,
  personLimits: PersonJoinLimits,
): void {
  const limit = new JoinLimit();
  const { guest } = socket.data;
  const guestAdmitter = guest && realtime.admitters.of(guest);

  const admitPerson = async (name: string): Promise<Admission> => {
    const room = parseRoom(name);
    if (!room) return UNKNOWN_ROOM;
    const { expiresAt, user } = socket.data;
    if (!user) return UNKNOWN_ROOM;
    if (expiresAt !== undefined && Date.now() >= expiresAt) {
      endSocketSession(socket, 'expired');
      return 'ended';
    }
    const check = await checkSession(app, user.sessionId, app.config.sessionIdleMs, { touch: false });
    if (!check.ok) {
      endSocketSession(socket, endReasonOf(check));
      return 'ended';
    }
    if (!mayJoin(check.user, room)) return { refused: 'Forbidden.' };
    return {
      room: name,
      leaving: [],
      snapshot: () => app.roomSnapshots.read(room),
      person: { user: check.user, room },
    };
  };

  const admit = async (name: string, { watching }: { watching: boolean }): Promise<Admission> => {
    if (!limit.take()) return { refused: ROOM_JOIN_LIMITED };
    if (!guest) {
      const { user } = socket.data;
      if (user && !(await personLimits.take(user))) return { refused: ROOM_JOIN_LIMITED };
      return admitPerson(name);
    }
    if (watching || !guestAdmitter) return UNKNOWN_ROOM;
    return guestAdmitter.join(guest.id, name);
  };

  const enter = async ({ room, leaving }: Admitted) => {
    for (const left of leaving) await socket.leave(left);
    await socket.join(room);
  };

  // The number before the snapshot: any event numbered above it may be newer than the
  // snapshot and is applied; any at or below it is already in the snapshot.
  const currentSeq = (room: string) =>
    Promise.resolve()
      .then(() => app.roomSequences.current(room))
      .catch(() => null);

  const failed = (error: unknown, what: string) => {
    if (!app.databaseHealth.noteFailure(error)) app.log.error({ err: error }, what);
  };

  socket.on('room:join', async (name, ack) => {
    if (typeof ack !== 'function') return;
    const reply = ack as (result: RoomJoinAck) => void;
    try {
      const admitted = await admit(name, { watching: false });
      if (admitted === 'ended') return;
      if ('refused' in admitted) return reply({ ok: false, error: admitted.refused });
      await enter(admitted);
      if (admitted.person)
        await realtime.joined({ ...admitted.person, address: socket.data.address ?? socket.handshake.address });
      const seq = await currentSeq(admitted.room);
      reply({ ok: true, data: await admitted.snapshot(), seq });
    } catch (error) {
      failed(error, 'room join failed');
      reply({ ok: false, error: 'Could not join the room.' });
    }
  });

  socket.on('room:watch', async (name, ack) => {
    if (typeof ack !== 'function') return;
    const reply = ack as (result: RoomJoinAck<null>) => void;
    try {
      const admitted = await admit(name, { watching: true });
      if (admitted === 'ended') return;
      if ('refused' in admitted) return reply({ ok: false, error: admitted.refused });
      await enter(admitted);
      reply({ ok: true, data: null, seq: await currentSeq(admitted.room) });
    } catch (error) {
      failed(error, 'room watch failed');
      reply({ ok: false, error: 'Could not join the room.' });
    }
  });

  socket.on('room:leave', async (name, ack) => {
    const leaving = guestAdmitter ? guestAdmitter.leave(name) : parseRoom(name) ? [name] : [];
    for (const room of leaving) await socket.leave(room);
    realtime.events.roomLeft(socket, name);
    if (typeof ack === 'function') ack({ ok: true, data: null });
  });
}
