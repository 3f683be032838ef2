import type { BlockMonthSnapshot } from '../schemas/block-time.js';
import type { CallMonthSnapshot } from '../schemas/call-calendar-month.js';
import type { DailyScheduleData } from '../schemas/daily-schedule.js';
import type { BlockDayOverlay, CallDayOverlay } from '../schemas/day-overlays.js';
import type { MessagesSnapshot } from '../schemas/messages.js';
import type { OperativeLogSnapshot } from '../schemas/operative-log.js';
import type { RoundsSnapshot } from '../schemas/rounds.js';
import type { UserRecord } from '../schemas/users.js';
import type { DayCaseProgress, FamilyDay } from '../schemas/case-tracking.js';
import type { MonthCallRequests } from '../schemas/call-requests.js';
import type { MonthTimeOffRequests } from '../schemas/time-off-requests.js';
import type { ListRoom, RoomKind } from './rooms.js';

/**
 * The live seam's one map: for each room kind, the part each area puts in the snapshot that
 * `room:join` answers (`{ [area]: part }`). The server's readers are typed by it
 * (RoomSnapshots.provide) and so is the client's useRoom, so a snapshot's type is never cast.
 * A list room holds only its own list's part.
 */
export interface RoomSnapshotParts {
  user: { messages: MessagesSnapshot };
  day: {
    'daily-schedule': DailyScheduleData;
    'call-calendar': CallDayOverlay;
    'block-time': BlockDayOverlay;
    'case-tracking': DayCaseProgress;
  };
  month: {
    'call-calendar': CallMonthSnapshot;
    'block-time': BlockMonthSnapshot;
    'call-requests': MonthCallRequests;
    'time-off-requests': MonthTimeOffRequests;
  };
  list: { users: { users: UserRecord[] }; rounds: RoundsSnapshot; 'operative-log': OperativeLogSnapshot };
}

export type SnapshotArea<K extends RoomKind> = keyof RoomSnapshotParts[K] & string;

/** A wall board's day (`board-day:<date>`): the day room's snapshot through the board's masking step, with its date. */
export type BoardDaySnapshot = { date: string } & RoomSnapshotParts['day'];

/** The snapshot of a room, from the room's name as shared/realtime/rooms.ts builds it. */
export type RoomSnapshot<R extends string> = R extends `board-day:${string}`
  ? BoardDaySnapshot
  : R extends `family-day:${string}`
    ? FamilyDay
    : R extends `day:${string}`
      ? RoomSnapshotParts['day']
      : R extends `month:${string}`
        ? RoomSnapshotParts['month']
        : R extends `user:${string}`
          ? RoomSnapshotParts['user']
          : R extends ListRoom
            ? Pick<RoomSnapshotParts['list'], R>
            : never;

/**
 * The `room:join` acknowledgement: the snapshot and the room's sequence number read before
 * it (null when it could not be read, e.g. Redis is down: the client then resyncs on its next
 * event).
 */
export type RoomJoinAck<S = unknown> = { ok: true; data: S; seq: number | null } | { ok: false; error: string };
