import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import type { CallEntry } from '../../shared/schemas/call-calendar.js';
import type { OfficeHoursView } from '../../shared/schemas/call-calendar-office-hours.js';
import type { TimeOffRecord } from '../../shared/schemas/call-calendar-time-off.js';
import type { OfficeRecord } from '../../shared/schemas/office-closures.js';
import type { Publisher } from '../realtime/publisher.js';
import type { ServiceDeps } from '../service-deps.js';
import type { ChangeOf } from '../realtime/changes.js';
import './scheduling.changes.js';
import { callCounts, vacationStatus } from './counters.repository.js';
import { publishCoverage } from './coverage.js';
import { readCallDayOverlay } from './day-overlay.js';
import { readCallMonth } from './month-snapshot.js';
import { monthRange, monthsOf } from './month-range.js';
import { holidaysBetween } from './holidays.repository.js';
import { monthOf } from '../../shared/dates.js';
import type { EditPresence } from './presence.js';

/**
 * The call calendar's live side: its parts of the month and day rooms' snapshots, and every
 * after-commit message to those rooms. (Edit presence has its own socket handler,
 * presence.socket.ts, since it is not a write.)
 */
export function registerCallCalendarLive(app: FastifyInstance, presence: EditPresence): void {
  app.roomSnapshots.provide('month', 'call-calendar', (room) =>
    readCallMonth(app.db, room.month, presence, app.clock.today()),
  );
  app.roomSnapshots.provide('day', 'call-calendar', (room) => readCallDayOverlay(app.db, room.date));
  app.projections.register(['office-hours'], (changes) => {
    for (const { view, months } of changes) publishOfficeHours(app.publisher, new Set(months), view);
  });
  app.projections.register(
    ['call-entries', 'time-off', 'office-record', 'office-closure-removed', 'holiday'],
    (changes) => projectCalendarChanges(app, changes),
  );
}

/**
 * A commit's calendar changes, to the rooms: each change as it was recorded, then once for the
 * whole commit the overlays and coverage of every day it touched and the counters of every year
 * it moved.
 */
async function projectCalendarChanges(
  deps: ServiceDeps,
  changes: ChangeOf<'call-entries' | 'time-off' | 'office-record' | 'office-closure-removed' | 'holiday'>[],
) {
  const days = new Set<string>();
  const counted = new Set<string>();
  for (const change of changes) {
    if (change.kind === 'call-entries') {
      publishCallEntries(deps.publisher, change.entries);
      for (const entry of change.entries) {
        days.add(entry.date);
        counted.add(entry.date);
      }
    } else if (change.kind === 'time-off') {
      publishTimeOff(deps.publisher, change.dates, change.record, change.id);
      for (const date of change.dates) days.add(date);
      for (const date of change.counted) counted.add(date);
    } else if (change.kind === 'office-record') {
      publishOfficeRecord(deps.publisher, change.record);
      if (change.closes) days.add(change.record.effective_date_start);
    } else if (change.kind === 'office-closure-removed') {
      publishOfficeRemoved(deps.publisher, change.date, change.id);
      days.add(change.date);
    } else {
      // A holiday changes its day's grid, its month's coverage and its year's weekend counts.
      await publishHolidays(deps, monthOf(change.date));
      days.add(change.date);
      counted.add(change.date);
    }
  }
  await publishDaysChanged(deps, days);
  await publishCounters(deps, counted);
}

/** Whole changed days (each with its new version) to the rooms of their months. */
export function publishCallEntries(publisher: Publisher, entries: CallEntry[]): void {
  for (const month of monthsOf(entries.map((entry) => entry.date))) {
    publisher.publish(rooms.month(month), 'call-entries:saved', {
      month,
      entries: entries.filter((entry) => entry.date.startsWith(month)),
    });
  }
}

/** A time-off record after a change, to every month its `dates` touch; null: it is gone. */
export function publishTimeOff(publisher: Publisher, dates: string[], record: TimeOffRecord | null, id: number): void {
  for (const month of monthsOf(dates)) {
    if (record) publisher.publish(rooms.month(month), 'time-off:saved', record);
    else publisher.publish(rooms.month(month), 'time-off:removed', { id });
  }
}

export function publishOfficeRecord(publisher: Publisher, record: OfficeRecord): void {
  publisher.publish(rooms.month(monthOf(record.effective_date_start)), 'office-record:saved', record);
}

export function publishOfficeRemoved(publisher: Publisher, date: string, id: number): void {
  publisher.publish(rooms.month(monthOf(date)), 'office-record:removed', { id });
}

export function publishOfficeHours(publisher: Publisher, months: Iterable<string>, view: OfficeHoursView): void {
  publisher.publish([...months].map(rooms.month), 'office-hours:saved', view);
}

/** The month's practice holidays, whole, to its room. */
async function publishHolidays({ db, publisher }: ServiceDeps, month: string): Promise<void> {
  const { from, to } = monthRange(month);
  publisher.publish(rooms.month(month), 'holidays:changed', { month, holidays: await holidaysBetween(db, from, to) });
}

/** Tells each affected day's room its new overlay, and each affected month's room its coverage. */
export async function publishDaysChanged(deps: ServiceDeps, dates: Iterable<string>): Promise<void> {
  const days = new Set(dates);
  for (const date of days) {
    const overlay = await readCallDayOverlay(deps.db, date);
    deps.publisher.publish(rooms.day(date), 'call-calendar:day-changed', overlay);
  }
  await publishCoverage(deps, days);
}
const monthRoomsAround = (year: number): string[] =>
  [year - 1, year, year + 1].flatMap((y) =>
    Array.from({ length: 12 }, (_, index) => rooms.month(`${y}-${String(index + 1).padStart(2, '0')}`)),
  );

/**
 * After a commit that changed calls or time off in `years`: pushes each year's counters
 * (calls Jan 1–Dec 31 and vacation) to the month rooms of that year and the years beside it,
 * since the panels of any open month may show that year (they default to the current year).
 */
export async function publishCounters({ db, publisher, config }: ServiceDeps, dates: Iterable<string>): Promise<void> {
  const years = [...new Set([...dates].map((date) => Number(date.slice(0, 4))))];
  for (const year of years) {
    const [calls, vacations] = await Promise.all([
      callCounts(db, `${year}-01-01`, `${year}-12-31`, config.fridayNightIsWeekend),
      vacationStatus(db, year),
    ]);
    publisher.publish(monthRoomsAround(year), 'call-counters:changed', { year, calls, vacations });
  }
}
