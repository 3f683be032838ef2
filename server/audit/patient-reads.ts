import type { ParsedRoom } from '../../shared/realtime/rooms.js';
import type { AuditAction, AuditArea } from '../../shared/schemas/audit.js';
import type { Db } from '../db/connect.js';
import { recordAudit, type AuditActor } from './audit.repository.js';

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

/**
 * For the socket join handler: a `room:join` of `rounds`, `operative-log` or a `day:` room
 * answers patient data in its snapshot, so it is recorded as a look (other rooms are not).
 * The lead calls this once, after a successful join, from server/realtime/socket-server.ts.
 */
export async function recordRoomRead(
  db: Db,
  actor: AuditActor,
  room: ParsedRoom,
  address: string | null,
): Promise<void> {
  if (room.kind === 'list' && (room.list === 'rounds' || room.list === 'operative-log')) {
    await recordAudit(db, { actor, area: room.list, action: 'view', entityId: room.list, address });
  } else if (room.kind === 'day') {
    await recordAudit(db, { actor, area: 'daily-schedule', action: 'view', entityId: room.date, address });
  }
}
