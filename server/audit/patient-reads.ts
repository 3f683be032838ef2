import type { ParsedRoom } from '../../shared/realtime/rooms.js';
import type { AuditAction, AuditArea } from '../../shared/schemas/audit.js';
import type { WriteDeps } from '../db/transaction.js';
import { recordAuditAlone, type AuditActor } from './audit.repository.js';

interface PatientRead {
  area: AuditArea;
  action: AuditAction;
  /** Which list or day was read (never a searched name). */
  entity: (query: Record<string, unknown>, params: Record<string, unknown>) => string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length <= 40 ? value : null);

/** The GET routes that answer patient data, by route pattern; each answered request is one entry. */
export const PATIENT_READS: Record<string, PatientRead> = {
  '/api/hospital-round': { area: 'rounds', action: 'view', entity: () => 'active' },
  '/api/hospital-round/search-by-name': { area: 'rounds', action: 'search-name', entity: () => null },
  '/api/hospital-round/search-by-date': { area: 'rounds', action: 'search-date', entity: (query) => text(query.date) },
  '/api/oparative-log': { area: 'operative-log', action: 'view', entity: () => 'today' },
  '/api/oparative-log/search-by-name': { area: 'operative-log', action: 'search-name', entity: () => null },
  '/api/oparative-log/search-by-date': {
    area: 'operative-log',
    action: 'search-date',
    entity: (query) => text(query.date),
  },
  '/api/daily-schedule-data': { area: 'daily-schedule', action: 'view', entity: (query) => text(query.event_date) },
  '/api/daily-schedule-search-by-date': {
    area: 'daily-schedule',
    action: 'search-date',
    entity: (query) => text(query.date),
  },
  '/api/daily-schedule/:id': { area: 'daily-schedule', action: 'view', entity: (_query, params) => text(params.id) },
};

/** Which session read which room within the window: a rejoin then is not recorded again. */
export interface RoomReadClaims {
  /** True (and noted) when the session has not read the room within the window. */
  claim(sessionId: string, room: string): boolean | Promise<boolean>;
  /** Takes a claim back (its entry could not be written). */
  forget(sessionId: string, room: string): void | Promise<void>;
}

export const ROOM_READ_WINDOW_MS = 5 * 60_000;

/**
 * Which session read which room when, in this node's memory, so that rejoining a room (a
 * reconnect, a screen opened again, a client joining in a loop) within `windowMs` is not
 * recorded again. Bounded: past `limit` keys the oldest are forgotten (then a rejoin is recorded
 * once more, never less). With REDIS_URL every node asks Redis first (room-reads.redis.ts).
 */
export class RecentRoomReads implements RoomReadClaims {
  /** Insertion order is age order: a key read again is moved to the end. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs = ROOM_READ_WINDOW_MS,
    private readonly limit = 100_000,
  ) {}

  /** True (and noted) when the session has not read the room within the window. */
  claim(sessionId: string, room: string, now = Date.now()): boolean {
    const key = `${sessionId} ${room}`;
    const at = this.seen.get(key);
    if (at !== undefined && now - at < this.windowMs) return false;
    this.seen.delete(key);
    this.seen.set(key, now);
    for (const [oldest, seenAt] of this.seen) {
      if (now - seenAt < this.windowMs && this.seen.size <= this.limit) break;
      this.seen.delete(oldest);
    }
    return true;
  }

  forget(sessionId: string, room: string): void {
    this.seen.delete(`${sessionId} ${room}`);
  }
}

/**
 * For the socket join handler: a `room:join` of `rounds`, `operative-log` or a `day:` room
 * answers patient data in its snapshot, so it is recorded as a look (other rooms are not),
 * once per session and room within the window of `recent`.
 */
export async function recordRoomRead(
  deps: WriteDeps,
  actor: AuditActor & { sessionId: string },
  room: ParsedRoom,
  address: string | null,
  recent: RoomReadClaims,
): Promise<void> {
  const look =
    room.kind === 'list' && (room.list === 'rounds' || room.list === 'operative-log')
      ? { area: room.list, entityId: room.list }
      : room.kind === 'day'
        ? { area: 'daily-schedule' as const, entityId: room.date }
        : null;
  if (!look || !(await recent.claim(actor.sessionId, look.entityId))) return;
  try {
    await recordAuditAlone(deps, { actor, area: look.area, action: 'view', entityId: look.entityId, address });
  } catch (error) {
    await recent.forget(actor.sessionId, look.entityId);
    throw error;
  }
}

/**
 * My day shows a physician their own cases: one look at their own cases per practice day, and
 * only when there were cases to show (it is not a look at the day's schedule).
 */
export async function recordOwnCasesRead(deps: WriteDeps, actor: AuditActor, today: string): Promise<void> {
  const already = await deps.db
    .selectFrom('audit_log')
    .select('id')
    .where('actor_user_id', '=', actor.id)
    .where('area', '=', 'daily-schedule')
    .where('action', '=', 'view-own')
    .where('entity_id', '=', today)
    .executeTakeFirst();
  if (!already) await recordAuditAlone(deps, { actor, area: 'daily-schedule', action: 'view-own', entityId: today });
}
