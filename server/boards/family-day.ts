import { familyBoardOrder, familyStageOf, hasReached } from '../../shared/case-tracking.js';
import type { RoomSnapshotParts } from '../../shared/realtime/snapshots.js';
import type { CaseProgress, FamilyCase, FamilyCaseStatus, FamilyDay } from '../../shared/schemas/case-tracking.js';
import type { ScheduleGridItem } from '../../shared/schemas/daily-schedule.js';
import type { PracticeClock } from '../../shared/practice-clock.js';
import { dateInZone } from '../../shared/zoned-time.js';
import { caseCodesOf } from '../case-tracking/case-codes.repository.js';
import type { Db } from '../db/connect.js';
import type { RoomSnapshots } from '../realtime/room-snapshots.js';

type DaySnapshot = RoomSnapshotParts['day'];

/** When the case entered the stage it shows: its last milestone's time, or the cancellation's. */
function sinceOf(progress: CaseProgress | undefined): string | null {
  if (!progress) return null;
  if (progress.cancellation) return progress.cancellation.time;
  const reached = progress.milestones.filter((milestone) => milestone.step === progress.step);
  return reached.at(-1)?.time ?? null;
}

/** Where a case stands as a family sees it, from its progress (none recorded: scheduled). */
export function familyStatusOf(progress: CaseProgress | undefined): FamilyCaseStatus {
  const cancelled = Boolean(progress?.cancellation);
  return {
    stage: familyStageOf(progress?.step ?? null, cancelled),
    // A delay is news to a family until the patient is in the room.
    delayed: Boolean(progress?.delay) && !cancelled && !hasReached(progress?.step ?? null, 'in_room'),
    since: sinceOf(progress),
  };
}

/** The day's procedures, each under its primary surgeon (the first column shown when it has two), in the order of the day. */
function primaryCasesOf(day: DaySnapshot): { item: ScheduleGridItem; surgeon: string }[] {
  const schedule = day['daily-schedule'];
  const primaries = new Map<number, { item: ScheduleGridItem; surgeon: string }>();
  for (const surgeon of schedule.surgeons) {
    for (const item of schedule.surgeon_events[String(surgeon.id)] ?? []) {
      if (item.purpose !== 'Procedure' || item.surgeon_type !== 'P' || primaries.has(item.id)) continue;
      primaries.set(item.id, { item, surgeon: surgeon.name });
    }
  }
  return [...primaries.values()].sort(
    (a, b) => a.item.start_time.localeCompare(b.item.start_time) || a.item.id - b.item.id,
  );
}

/**
 * The one step between a day room's snapshot and a family board: every procedure of the day by
 * its case code (`codes`, by event id), its primary surgeon and its plain stage, finished cases last. It builds each
 * case field by field from what is allowed, so nothing else of an event (patient, MRN, case
 * number, procedure, note, location, id) can reach a family board, whatever is added to the grid later.
 */
export function familyDayOf(day: DaySnapshot, date: string, codes: ReadonlyMap<number, string>): FamilyDay {
  const progressOf = day['case-tracking'].cases;
  const cases = primaryCasesOf(day).map(({ item, surgeon }, position): FamilyCase => ({
    case_code: codes.get(item.id)!,
    surgeon,
    ...familyStatusOf(progressOf[String(item.id)]),
    position,
  }));
  // Under way and to come first, finished last: a family looks for a case still in progress.
  return { date, cases: familyBoardOrder(cases) };
}

export type FamilyDayReader = (date: string) => Promise<FamilyDay>;

/** A family day from the day room's snapshot and the cases' stored codes (a case shown for the first time is given its code). */
export function familyDayReader(snapshots: RoomSnapshots, db: Db): FamilyDayReader {
  return async (date) => {
    const day = await snapshots.readWhole({ kind: 'day', date });
    const events = primaryCasesOf(day).map(({ item }) => ({ id: item.id, event_date: item.event_date }));
    return familyDayOf(day, date, await caseCodesOf(db, events));
  };
}

/** A board's clock may be a little off the server's: this close to midnight both days are today. */
const MIDNIGHT_SLACK_MS = 5 * 60_000;

/**
 * The dates a family board may follow: the practice's today, and within a few minutes of its
 * midnight the day on the other side too, so a board rolling over a little early or late by its
 * own clock is not refused.
 */
export function familyBoardDates(clock: PracticeClock): string[] {
  const now = clock.now().getTime();
  const around = [-MIDNIGHT_SLACK_MS, 0, MIDNIGHT_SLACK_MS].map((offset) =>
    dateInZone(new Date(now + offset), clock.timeZone),
  );
  return [...new Set(around)];
}
