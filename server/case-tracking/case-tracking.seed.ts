import type { Insertable } from 'kysely';
import { MILESTONES, type CancelReason, type DelayReason, type Milestone } from '../../shared/case-tracking.js';
import { addDays, pad2 } from '../../shared/dates.js';
import type { Db } from '../db/connect.js';
import type { SeedContext } from '../db/seed-context.js';
import { seededRandom } from '../db/seed-random.js';
import { instantOn } from '../rounds/rounds.seed.js';
import { newCaseCode } from './case-code.js';
import { caseCodeOf } from './case-codes.repository.js';
import type { CaseMilestonesTable, CaseProgressTable } from './case-tracking.tables.js';

/** How many days before today have their whole OR day on record. */
const HISTORY_DAYS = 7;
const LAST_MINUTE = 23 * 60 + 59;
const RECORDERS = ['staff', 'kbrooks'] as const;

interface Case {
  id: number;
  event_date: string;
  start_time: string;
  end_time: string;
  event_location: string | null;
}

interface Mark {
  kind: 'delay' | 'cancel';
  reason: string;
  note: string;
  /** Minutes since midnight of the case's day. */
  at: number;
}

/** What a case is to show, decided before its times are drawn. */
type Role =
  | { kind: 'natural' }
  | { kind: 'cancelled'; reason: CancelReason; note: string }
  | { kind: 'delayed'; reason: DelayReason; note: string }
  | { kind: 'checked-in-early' };

/**
 * Where the OR stands at the demo's clock, and the past week as it went: today's cases that
 * started hours ago are done or in recovery, the current ones in the room, a later one already
 * checked in, one held at check-in with a delay, the day's last case cancelled, the rest not
 * started; every case of the seven days before has all its milestones (mostly on-time first
 * cases, some late, 20 to 45 minutes between a case and the next in the same location when one
 * follows the other, a few overruns, two delays, one cancellation).
 * Runs after the daily schedule is seeded; draws from the event ids, so a given (today, clock)
 * always seeds the same.
 */
export async function seedCaseTracking(db: Db, context: SeedContext): Promise<void> {
  const { today, clock, userIds } = context;
  const cases = await db
    .selectFrom('schedule_events')
    .select(['id', 'event_date', 'start_time', 'end_time', 'event_location'])
    .where('purpose', '=', 'Procedure')
    .where('is_archived', '=', 0)
    .where('event_date', '>=', addDays(today, -HISTORY_DAYS))
    .where('event_date', '<=', today)
    .orderBy('event_date')
    .orderBy('start_time')
    .orderBy('id')
    .execute();
  const recorders = RECORDERS.map((username) => userIds[username] ?? null);
  const roles = new Map([
    ...historyRoles(cases.filter((c) => c.event_date < today)),
    ...todayRoles(cases, today, clock),
  ]);
  // When the last case of each location left the room, per day (cases come in start order).
  const lastOut = new Map<string, number>();
  for (const c of cases) {
    const role = roles.get(c.id) ?? { kind: 'natural' };
    const where = `${c.event_date} ${c.event_location ?? ''}`;
    const { times, mark } = drawCase(c, role, lastOut.get(where), c.event_date === today ? minutesOf(clock) : null);
    if (times.out_of_room !== undefined) lastOut.set(where, times.out_of_room);
    await writeCase(db, c, times, mark, recorders[c.id % recorders.length]!);
  }
}

/** The past week's exceptions: two delays and one cancellation, spread over the week. */
function historyRoles(past: Case[]): Map<number, Role> {
  const roles = new Map<number, Role>();
  const at = (share: number) => past[Math.floor(past.length * share)];
  const first = at(0.2);
  const second = at(0.7);
  const cancelled = at(0.45);
  if (first) roles.set(first.id, { kind: 'delayed', reason: 'Patient late', note: '' });
  if (second) {
    roles.set(second.id, {
      kind: 'delayed',
      reason: 'Anesthesia late',
      note: 'Anesthesiologist finishing an emergency case.',
    });
  }
  if (cancelled) roles.set(cancelled.id, { kind: 'cancelled', reason: 'Patient did not arrive', note: '' });
  return roles;
}

/**
 * Today's exceptions at the clock: the day's last case cancelled; the first case due within the
 * last hour (else the next one due) delayed; the next case due after that checked in already.
 */
function todayRoles(cases: Case[], today: string, clock: string): Map<number, Role> {
  const roles = new Map<number, Role>();
  const ofToday = cases.filter((c) => c.event_date === today);
  const cancelled = ofToday.at(-1);
  if (!cancelled) return roles;
  roles.set(cancelled.id, {
    kind: 'cancelled',
    reason: 'Patient unfit for surgery',
    note: 'Blood pressure 190/110 at pre-op; rebook after review by the GP.',
  });
  const now = minutesOf(clock);
  const open = ofToday.filter((c) => c !== cancelled);
  const upcoming = open.filter((c) => minutesOf(c.start_time) > now);
  const delayed = open.find((c) => minutesOf(c.start_time) <= now && now < minutesOf(c.start_time) + 60) ?? upcoming[0];
  if (delayed) {
    roles.set(delayed.id, { kind: 'delayed', reason: 'Pre-op incomplete', note: 'Awaiting the potassium result.' });
  }
  const early = upcoming.find((c) => c !== delayed);
  if (early) roles.set(early.id, { kind: 'checked-in-early' });
  return roles;
}

/**
 * A case's milestones (minutes since midnight) as they would go, cut at `clock` (today; null: a
 * past day, all of it). `previousOut` is when the case before it in the same location left the
 * room: a case that follows another comes in 20 to 45 minutes after it (within half an hour of
 * its own start), a first case mostly on time.
 */
function drawCase(
  c: Case,
  role: Role,
  previousOut: number | undefined,
  clock: number | null,
): { times: Partial<Record<Milestone, number>>; mark: Mark | null } {
  const random = seededRandom(c.id * 7919 + 17);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const now = clock ?? LAST_MINUTE;
  const start = minutesOf(c.start_time);
  const length = minutesOf(c.end_time) - start;
  if (role.kind === 'cancelled') {
    const at = clampDay(Math.min(now - between(10, 30), start - between(60, 120)));
    return { times: {}, mark: { kind: 'cancel', reason: role.reason, note: role.note, at } };
  }
  const follows = previousOut !== undefined && previousOut >= start - 75 && previousOut <= start + 25;
  let inRoom = follows
    ? Math.min(Math.max(previousOut + between(20, 45), start - 30), start + 25)
    : start + (random() < 0.85 ? between(-8, 2) : between(8, 22));
  let mark: Mark | null = null;
  if (role.kind === 'delayed') {
    mark = { kind: 'delay', reason: role.reason, note: role.note, at: Math.min(now, start) };
    inRoom = Math.max(inRoom, start + between(25, 45));
    // Today's delayed case that is due is still waiting at the clock.
    if (clock !== null && clock >= start) inRoom = Math.max(inRoom, clock + between(10, 20));
  }
  const checkedIn = Math.min(inRoom, start) - between(60, 100);
  const procedureStart = inRoom + between(12, 25);
  // Most cases leave the room by their scheduled end (one that came in late, sooner than planned); a few run over.
  const end = start + length;
  const outOfRoom = Math.max(
    procedureStart + 25,
    random() < 0.12 ? end + between(15, 45) : Math.max(end - between(0, 15), inRoom + Math.round(length * 0.75)),
  );
  const closing = Math.max(procedureStart + 10, outOfRoom - between(10, 20));
  const inRecovery = outOfRoom + between(3, 8);
  const drawn: Record<Milestone, number> = {
    checked_in: role.kind === 'checked-in-early' ? Math.min(checkedIn, now - between(5, 15)) : checkedIn,
    in_room: inRoom,
    procedure_start: procedureStart,
    closing,
    out_of_room: outOfRoom,
    in_recovery: inRecovery,
    done: inRecovery + between(40, 75),
  };
  const times: Partial<Record<Milestone, number>> = {};
  let previous = 0;
  for (const step of MILESTONES) {
    const at = Math.min(Math.max(drawn[step], previous), LAST_MINUTE);
    if (at > now || at < 0) break;
    times[step] = at;
    previous = at;
  }
  return { times, mark };
}

async function writeCase(
  db: Db,
  c: Case,
  times: Partial<Record<Milestone, number>>,
  mark: Mark | null,
  by: number | null,
): Promise<void> {
  const reached = MILESTONES.filter((step) => times[step] !== undefined);
  if (reached.length === 0 && mark === null) return;
  const instant = (minutes: number) => instantOn(c.event_date, Math.floor(minutes / 60), minutes % 60);
  if (reached.length > 0) {
    await db
      .insertInto('case_milestones')
      .values(
        reached.map((step): Insertable<CaseMilestonesTable> => ({
          event_id: c.id,
          step,
          at_date: c.event_date,
          at_time: timeOf(times[step]!),
          set_by: by,
          set_at: instant(times[step]!),
          entered_late: 0,
          correction_reason: null,
        })),
      )
      .execute();
  }
  const markOf = (kind: Mark['kind']) => (mark?.kind === kind ? mark : null);
  const [delay, cancel] = [markOf('delay'), markOf('cancel')];
  const moments = [...reached.map((step) => times[step]!), ...(mark ? [mark.at] : [])];
  const row: Insertable<CaseProgressTable> = {
    event_id: c.id,
    case_code: await caseCodeOf(db, c, demoCode(c.id)),
    step: reached.at(-1) ?? null,
    delay_reason: delay?.reason ?? null,
    delay_note: delay?.note ?? null,
    delay_date: delay ? c.event_date : null,
    delay_time: delay ? timeOf(delay.at) : null,
    delay_set_at: delay ? instant(delay.at) : null,
    cancel_reason: cancel?.reason ?? null,
    cancel_note: cancel?.note ?? null,
    cancel_date: cancel ? c.event_date : null,
    cancel_time: cancel ? timeOf(cancel.at) : null,
    create_by: by,
    update_by: by,
    created_at: instant(Math.min(...moments)),
    updated_at: instant(Math.max(...moments)),
    version: moments.length,
  };
  await db.insertInto('case_progress').values(row).execute();
}

function minutesOf(time: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
}

function timeOf(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

function clampDay(minutes: number): number {
  return Math.min(Math.max(minutes, 0), LAST_MINUTE);
}

/** The demo's family codes are drawn like any other, from a seeded generator: the same demo on every first start. */
function demoCode(eventId: number): () => string {
  const random = seededRandom(eventId * 104_729 + 3);
  return () => newCaseCode((count) => Math.floor(random() * count));
}
