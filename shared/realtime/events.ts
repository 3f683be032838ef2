import type { Ack } from './ack.js';
import type { BlockDayOverlay, CallDayOverlay } from '../schemas/day-overlays.js';
import type { ScheduleEventRemoved, ScheduleEventUpserted, SurgeonOrder } from '../schemas/daily-schedule.js';
import type { OfficeRecord } from '../schemas/office-closures.js';
import type { UserRecord } from '../schemas/users.js';

export type SessionEndReason = 'logout' | 'deactivated' | 'expired';

/**
 * Events the server pushes. Names say what happened. Each area adds its interface here and
 * to the `extends` list below; nothing else declares socket events.
 */
interface SessionServerEvents {
  'session:ended': (payload: { reason: SessionEndReason }) => void;
}

interface UsersServerEvents {
  /** users room: a user was added or edited (the whole record). */
  'user:upserted': (user: UserRecord) => void;
}

/** Cross-area events of the day grid (day: rooms) and the office records (month: rooms). */
interface DayOverlayServerEvents {
  /** day:<date> rooms: that day's time off, office holders, call roles or closure changed. */
  'call-calendar:day-changed': (overlay: CallDayOverlay) => void;
  /** day:<date> rooms: that day's block-time footers changed. */
  'block-time:day-changed': (overlay: BlockDayOverlay) => void;
  /** month:<YYYY-MM> room: an office record (closure or block-time effective date) was saved. */
  'office-record:saved': (record: OfficeRecord) => void;
}

interface DailyScheduleServerEvents {
  /** day:<date> rooms: an event was added or edited; it now shows on `dates` (each room once). */
  'event:upserted': (payload: ScheduleEventUpserted) => void;
  /** day:<date> rooms: an event was archived, moved away or no longer recurs on `dates`. */
  'event:removed': (payload: ScheduleEventRemoved) => void;
  /** watched day: rooms: the administrator reordered the surgeon columns. */
  'schedule:surgeon-order-changed': (payload: SurgeonOrder) => void;
}

export interface ServerToClientEvents
  extends SessionServerEvents, UsersServerEvents, DayOverlayServerEvents, DailyScheduleServerEvents {}

export interface ClientToServerEvents {
  /** Join a room; the ack carries the room's snapshot, read after joining. */
  'room:join': (room: string, ack: (result: Ack<unknown>) => void) => void;
  'room:leave': (room: string, ack?: (result: Ack<null>) => void) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];
