import type { FastifyInstance } from 'fastify';
import { parseBoardRoom, parseRoom, rooms } from '../../shared/realtime/rooms.js';
import { occursOn, type Recurrence } from '../../shared/schedule-times.js';
import type { SurgeonOrder } from '../../shared/schemas/daily-schedule.js';
import type { Publisher } from '../realtime/publisher.js';
import type { PortalSocketServer } from '../realtime/portal-socket.js';
import { watchedRooms } from '../realtime/watched-rooms.js';
import type { DayCache } from './day-cache.js';
import { gridItemsOf } from './day-data.js';
import type { EventState } from './daily-schedule.changes.js';

/**
 * The daily schedule's live side: its part of the day rooms' snapshots (from the routes' day
 * cache) and what the day rooms are told after a commit.
 */
export function registerDailyScheduleLive(app: FastifyInstance, days: DayCache): void {
  app.roomSnapshots.provide('day', 'daily-schedule', (room) => days.read(room.date));
  const deps = { publisher: app.publisher, joinedDays: joinedDaysOf(app.io) };
  app.projections.register(['schedule-event', 'surgeon-order'], async (changes) => {
    for (const change of changes)
      if (change.kind === 'schedule-event') await publishEventChange(deps, change);
      else await publishSurgeonOrder(deps, change.order);
  });
}

type LiveDeps = { publisher: Publisher; joinedDays: JoinedDays };

/** The administrator reordered the surgeon columns: every watched day. */
async function publishSurgeonOrder({ publisher, joinedDays }: LiveDeps, order: SurgeonOrder): Promise<void> {
  const days = await joinedDays();
  if (days.length > 0) publisher.publish(days.map(rooms.day), 'schedule:surgeon-order-changed', order);
}

/** The dates of the day rooms somebody watches now (for monthly meetings, which concern many days). */
export type JoinedDays = () => Promise<string[]>;

/** Day rooms with sockets in them, on any node (a board's day rooms count as their day). */
export function joinedDaysOf(io: PortalSocketServer): JoinedDays {
  const watched = watchedRooms(io);
  return async () => {
    const days: string[] = [];
    for (const name of await watched.everywhere()) {
      const room = parseRoom(name);
      if (room?.kind === 'day') days.push(room.date);
      const board = parseBoardRoom(name);
      if (board) days.push(board.date);
    }
    return days;
  };
}

/**
 * Tells the day rooms about a saved or archived event: 'event:upserted' to every watched day
 * it now occurs on, 'event:removed' to every day it occurred on and no longer does (a moved
 * date, a changed recurrence, an archive).
 */
async function publishEventChange(
  { publisher, joinedDays }: LiveDeps,
  change: { id: number; version: number; before: Recurrence | null; after: EventState | null },
): Promise<void> {
  const { id, version, before, after } = change;
  const monthly = (event: Recurrence | null | undefined) => Boolean(event?.metting_q && event.metting_d);
  const candidates = new Set<string>();
  for (const event of [before, after?.row]) if (event) candidates.add(event.event_date);
  if (monthly(before) || monthly(after?.row)) for (const day of await joinedDays()) candidates.add(day);

  const upsertDates = after ? [...candidates].filter((day) => occursOn(after.row, day)).sort() : [];
  const removeDates = before
    ? [...candidates].filter((day) => occursOn(before, day) && !upsertDates.includes(day)).sort()
    : [];

  if (removeDates.length > 0) {
    publisher.publish(removeDates.map(rooms.day), 'event:removed', { id, version, dates: removeDates });
  }
  if (after && upsertDates.length > 0) {
    const items = gridItemsOf(after.row, after.participants);
    const payload = {
      id,
      version,
      dates: upsertDates,
      surgeons: items.surgeons,
      surgeon_events: items.surgeon_events,
      office_event: items.office_event,
    };
    publisher.publish(upsertDates.map(rooms.day), 'event:upserted', payload);
  }
}
