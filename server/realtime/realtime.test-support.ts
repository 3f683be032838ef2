import { ROOM_JOIN_LIMITED } from '../../shared/realtime/events.js';
import type { RoomJoinAck } from '../../shared/realtime/snapshots.js';
import type { Db } from '../db/connect.js';
import type { TestSocket } from '../test/sockets.js';
import type { BucketRule } from './person-join-limits.js';

/**
 * Every socket asks to join `room` `times` times, all at once; answers how many joins were
 * admitted and refused as limited, and the most a bucket of `rule` could have let through in
 * the time it took (its burst, and what came back meanwhile, with a token of slack).
 */
export async function joinAtOnce(sockets: TestSocket[], room: string, times: number, rule: BucketRule) {
  const started = performance.now();
  const bySocket = await Promise.all(
    sockets.map((socket) =>
      Promise.all(
        Array.from(
          { length: times },
          () => socket.timeout(20_000).emitWithAck('room:join', room) as Promise<RoomJoinAck>,
        ),
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const answers = bySocket.flat();
  return {
    admitted: answers.filter((answer) => answer.ok).length,
    limited: answers.filter((answer) => !answer.ok && answer.error === ROOM_JOIN_LIMITED).length,
    /** Of each socket, in order: how many of its joins were admitted. */
    admittedBySocket: bySocket.map((own) => own.filter((answer) => answer.ok).length),
    mostAllowed: rule.burst + Math.ceil(seconds * rule.perSecond) + 1,
  };
}

/** The looks at `entity` (a room read) recorded for the user. */
export async function looksAt(db: Db, userId: number, entity: string): Promise<number> {
  const rows = await db
    .selectFrom('audit_log')
    .select('id')
    .where('actor_user_id', '=', userId)
    .where('action', '=', 'view')
    .where('entity_id', '=', entity)
    .execute();
  return rows.length;
}
