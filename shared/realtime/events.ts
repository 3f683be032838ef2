import type { Ack } from './ack.js';
import type { RoomJoinAck } from './snapshots.js';
import type { BlockTimeSaved } from '../schemas/block-time.js';
import type { BoardRecord, BoardSettings } from '../schemas/boards.js';
import type { CallEntry, Editor, SurgeonCallCount, SurgeonVacationStatus } from '../schemas/call-calendar.js';
import type { OfficeHoursView } from '../schemas/call-calendar-office-hours.js';
import type { TimeOffRecord } from '../schemas/call-calendar-time-off.js';
import type { Coverage } from '../schemas/coverage.js';
import type { Holiday } from '../schemas/fairness-ledger.js';
import type { BlockDayOverlay, CallDayOverlay } from '../schemas/day-overlays.js';
import type { ScheduleEventRemoved, ScheduleEventUpserted, SurgeonOrder } from '../schemas/daily-schedule.js';
import type { OfficeRecord } from '../schemas/office-closures.js';
import type { OperativeEntry, SurgeonLogs } from '../schemas/operative-log.js';
import type { RoundRecord } from '../schemas/rounds.js';
import type { UserRecord } from '../schemas/users.js';
import type { CaseProgress, FamilyCaseChanged, FamilyDay } from '../schemas/case-tracking.js';
import type { CallRequest } from '../schemas/call-requests.js';
import type { SharedCell } from '../schemas/call-suggestions.js';
import type { TimeOffRequestSummary } from '../schemas/time-off-requests.js';
import type { MessageReceivedEvent, MessageSentEvent, UnreadChangedEvent } from '../schemas/messages.js';
import type { PageRecord } from '../schemas/paging.js';

export type SessionEndReason = 'logout' | 'deactivated' | 'expired';

/**
 * Why the server refused a socket handshake, in the error's `data`: 'unauthenticated' means the
 * session is gone (the client goes to the login page); 'unavailable' means try again later.
 */
export type HandshakeRefusal = { reason: 'unauthenticated' | 'unavailable'; database?: DatabaseState };

/** Whether the server can reach its database; while it cannot, nothing can be saved. */
export type DatabaseState = 'ok' | 'unreachable';

/** The node's own state, to every socket of that node. */
export interface ServerStatus {
  database: DatabaseState;
}

/**
 * Events the server pushes. Names say what happened. Each area adds its interface here and
 * to the `extends` list below; nothing else declares socket events.
 */
interface SessionServerEvents {
  'session:ended': (payload: { reason: SessionEndReason }) => void;
  /** On connect: the build the server runs. A page of another build loads anew at its next navigation. */
  'server:build': (payload: { id: string }) => void;
  /** This node is stopping: reconnect (to another node) after `afterMs`, a random spread so nodes are not met all at once. */
  'server:moving': (payload: { afterMs: number }) => void;
  /** When the server loses or regains its database, and on connecting while it is lost. */
  'server:status': (status: ServerStatus) => void;
}

interface UsersServerEvents {
  /** users room: a user was added or edited (the whole record). */
  'user:upserted': (user: UserRecord) => void;
}

/** user:<id> rooms: that user's messages and unread count. */
interface MessagesServerEvents {
  /** A message arrived for this user: the message as they see it and their new unread count. */
  'message:received': (event: MessageReceivedEvent) => void;
  /** This user sent a message (from any of their tabs): it belongs in Sent. */
  'message:sent': (event: MessageSentEvent) => void;
  /** This user read messages (on any device): the new count and which ones. */
  'unread:changed': (event: UnreadChangedEvent) => void;
}

/** user:<id> rooms: the pages this user sent or was sent. */
interface PagingServerEvents {
  /** A page of this user's was made, reached someone at a step, or was acknowledged: the whole page. */
  'page:updated': (page: PageRecord) => void;
}

/** Cross-area events of the day grid (day: rooms) and the office records (month: rooms). */
interface DayOverlayServerEvents {
  /** day:<date> rooms: that day's time off, office holders, call roles or closure changed. */
  'call-calendar:day-changed': (overlay: CallDayOverlay) => void;
  /** day:<date> rooms: that day's block-time footers changed. */
  'block-time:day-changed': (overlay: BlockDayOverlay) => void;
  /** month:<YYYY-MM> room: an office record (closure or block-time effective date) was saved. */
  'office-record:saved': (record: OfficeRecord) => void;
  /** month:<YYYY-MM> room: an office closure was undone. */
  'office-record:removed': (payload: { id: number }) => void;
}

interface BlockTimeServerEvents {
  /** month:<YYYY-MM> room: the block calendar of the month was saved (whole month, version, changed dates). */
  'block-time:saved': (saved: BlockTimeSaved) => void;
}

interface RoundsServerEvents {
  /** rounds room: a round entry was added, edited, archived or marked S/O or D/C (the whole record). */
  'round:upserted': (round: RoundRecord) => void;
}

interface OperativeLogServerEvents {
  /** operative-log room: an entry was added, edited or archived (the whole record). */
  'operative-entry:upserted': (entry: OperativeEntry) => void;
  /** operative-log room: the current year's statistics after that change. */
  'operative-stats:changed': (stats: SurgeonLogs) => void;
}

/** month:<YYYY-MM> rooms of the call calendar. */
interface CallCalendarServerEvents {
  /** Whole changed days, each with its new version. */
  'call-entries:saved': (payload: { month: string; entries: CallEntry[] }) => void;
  /** A time-off record was added or lost dates (to every month its dates touch, before and after). */
  'time-off:saved': (record: TimeOffRecord) => void;
  /** A time-off record lost its last date and is gone. */
  'time-off:removed': (payload: { id: number }) => void;
  /** Default office hours changed; the view is as of the day the change was saved. */
  'office-hours:saved': (view: OfficeHoursView) => void;
  /** Counters of a calendar year after a change in it (calls Jan 1–Dec 31 and vacation). */
  'call-counters:changed': (payload: {
    year: number;
    calls: SurgeonCallCount[];
    vacations: SurgeonVacationStatus[];
  }) => void;
  /** The month's practice holidays after one was added or removed (the whole month's list). */
  'holidays:changed': (payload: { month: string; holidays: Holiday[] }) => void;
  /** The month's empty slots after a save, time off or closure changed them (the whole month). */
  'coverage:changed': (coverage: Coverage) => void;
  /** Who has the month open on the edit page now. */
  'presence:changed': (payload: { month: string; editors: Editor[] }) => void;
  /** A scheduler's pending suggestions for the month (none: cleared, saved, or they left). */
  'call-suggestions:shared': (payload: { month: string; by: Editor; cells: SharedCell[] }) => void;
}

/** Wall boards: their own settings and end, and the administrators' list. */
interface BoardServerEvents {
  /** To one board's sockets: an administrator turned it off; the sockets are closed next. */
  'board:ended': (payload: { reason: 'turned-off' }) => void;
  /** To one board's sockets: its settings changed (it rejoins its day rooms for a fresh snapshot). */
  'board:settings-changed': (settings: BoardSettings) => void;
  /** users room: a board was registered, changed, turned off (`is_active` 0) or came on- or offline. */
  'board:upserted': (board: BoardRecord) => void;
}

interface DailyScheduleServerEvents {
  /** day:<date> rooms: an event was added or edited; it now shows on `dates` (each room once). */
  'event:upserted': (payload: ScheduleEventUpserted) => void;
  /** day:<date> rooms: an event was archived, moved away or no longer recurs on `dates`. */
  'event:removed': (payload: ScheduleEventRemoved) => void;
  /** watched day: rooms: the administrator reordered the surgeon columns. */
  'schedule:surgeon-order-changed': (payload: SurgeonOrder) => void;
}

/** Case tracking (issue 23). */
interface CaseTrackingServerEvents {
  /** day:<date> rooms (and, notes removed, masked boards): one case's progress changed (the whole progress). */
  'case:progress': (progress: CaseProgress) => void;
  /** Family waiting-room boards of that day: the whole day as the family sees it (case codes, surgeons, stages). */
  'family:day-changed': (day: FamilyDay) => void;
  /** Family waiting-room boards of that day: one case's stage changed (the rest of the day is as it was). */
  'family:case-changed': (change: FamilyCaseChanged) => void;
}

/** Call swaps, give-aways, cover offers and time-off requests (issue 24): month:<YYYY-MM> rooms of the dates they touch. */
interface CallRequestsServerEvents {
  /** A request was made or changed state (the whole request). */
  'call-request:changed': (request: CallRequest) => void;
  /**
   * A time-off request was made or changed state: the request without its type and note (a month
   * room is shared by everyone; those who may read them re-read GET /time-off-requests).
   */
  'time-off-request:changed': (request: TimeOffRequestSummary) => void;
}

/** Physicians' marked days (issue 33): month:<YYYY-MM> rooms. */
interface CallPreferencesServerEvents {
  /** Someone's "unavailable" / "prefer not" marks of the month changed: schedulers re-read GET /call-preferences/month. */
  'call-preferences:changed': (payload: { month: string }) => void;
}

/** Any room. */
interface RoomUpkeepServerEvents {
  /**
   * Events went to this room while the node that sent them could not reach the other nodes
   * (Redis was down). Sent without `seq` once it can again, so every client in the room resyncs.
   */
  'room:resync': (payload: Record<string, never>) => void;
}

/** Every event pushed to a room. */
interface RoomServerEvents
  extends
    RoomUpkeepServerEvents,
    UsersServerEvents,
    DayOverlayServerEvents,
    MessagesServerEvents,
    PagingServerEvents,
    BlockTimeServerEvents,
    RoundsServerEvents,
    OperativeLogServerEvents,
    CallCalendarServerEvents,
    BoardServerEvents,
    DailyScheduleServerEvents,
    CaseTrackingServerEvents,
    CallRequestsServerEvents,
    CallPreferencesServerEvents {}

/**
 * Sent with every room event as its second argument: the room it was sent to and that room's
 * sequence number (one more than the room's previous event, on every node alike). A client
 * that sees a gap, or an event without `seq` (the numbering was unavailable), resyncs the room
 * from its snapshot; one with `seq` at or below the last it saw is already covered.
 */
export interface RoomEventMeta {
  room: string;
  seq?: number;
}

/** The publisher always sends `meta`; it is optional only so a bare broadcast (the benchmark's baseline) still types. */
type WithRoomMeta<T> = {
  [E in keyof T]: T[E] extends (payload: infer P) => void ? (payload: P, meta?: RoomEventMeta) => void : never;
};

export type ServerToClientEvents = SessionServerEvents & WithRoomMeta<RoomServerEvents>;
export type RoomEventName = keyof RoomServerEvents;

/** A `room:join` or `room:watch` refused by a join limit (the socket's, the session's or the user's): the client tries again later. */
export const ROOM_JOIN_LIMITED = 'Too many rooms joined at once; try again in a moment.';

export interface ClientToServerEvents {
  /** Join a room; the ack carries the room's sequence number and then its snapshot, read after joining. */
  'room:join': (room: string, ack: (result: RoomJoinAck) => void) => void;
  /**
   * Join a room for its events only: the ack carries the sequence number and no snapshot, so
   * nothing of the room is read (nor recorded as a look). For a screen that only needs to
   * know when to read its own data again (My day).
   */
  'room:watch': (room: string, ack: (result: RoomJoinAck<null>) => void) => void;
  'room:leave': (room: string, ack?: (result: Ack<null>) => void) => void;
  /**
   * The person is using the page (mouse or keys) though it asks the server nothing: the session
   * counts as used now, so the idle limit follows the same activity as the page's own
   * inactivity logout. Sent at most once a minute.
   */
  'session:active': () => void;
  /**
   * Call calendar presence: "I have this month open on the edit page" (month null: no longer).
   * Repeated as a heartbeat; the ack answers the month's editors.
   */
  'presence:edit': (payload: { month: string | null }, ack?: (result: Ack<{ editors: Editor[] }>) => void) => void;
  /** Suggest-fill: the suggestions I have pending for a month, shown to its other schedulers (an empty list clears them). */
  'call-suggestions:share': (
    payload: { month: string; cells: SharedCell[] },
    ack?: (result: Ack<null>) => void,
  ) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];
