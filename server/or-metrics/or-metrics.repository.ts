import { sql, type RawBuilder } from 'kysely';
import type { OrMetricsQuery } from '../../shared/schemas/or-metrics.js';
import type { Db } from '../db/connect.js';
import type { OrMetricDaysTable } from './or-metrics.tables.js';

/**
 * The sums of one primary surgeon's cases in one period key (a month `YYYY-MM`, otherwise a day),
 * split by turnover minutes (null: the cases that end no turnover), so a median can be taken.
 */
export interface CaseSums extends Omit<OrMetricDaysTable, 'event_date'> {
  period_key: string;
  turnover: number | null;
}

/** The practice's settings the figures follow (server/config.ts). */
export interface OrMetricsSettings {
  /** CASE_LATE_GRACE_MINUTES: a first case in the room by its start plus this is on time. */
  graceMinutes: number;
  /** TURNOVER_MAX_GAP_MINUTES: a longer gap between two cases of a room is no turnover. */
  turnoverMaxGapMinutes: number;
}

export interface ReasonCount {
  period_key: string;
  surgeon_id: number | null;
  kind: 'delay' | 'cancel';
  reason: string;
  count: number;
}

/** `HH:mm` as minutes after midnight (null stays null). */
const minutesOf = (column: string): RawBuilder<number> =>
  sql`(CAST(substr(${sql.ref(column)}, 1, 2) AS INTEGER) * 60 + CAST(substr(${sql.ref(column)}, 4, 2) AS INTEGER))`;

/** A milestone's time in minutes from the case's day's midnight (one recorded the day after adds a day). */
const minutesFromCaseDay = (table: 'i' | 'o'): RawBuilder<number> =>
  sql`(${minutesOf(`${table}.at_time`)} + CASE WHEN ${sql.ref(`${table}.at_date`)} > e.event_date THEN 1440 WHEN ${sql.ref(`${table}.at_date`)} < e.event_date THEN -1440 ELSE 0 END)`;

const periodKey = (group: OrMetricsQuery['group']): RawBuilder<string> =>
  group === 'month' ? sql`substr(e.event_date, 1, 7)` : sql`e.event_date`;

const primarySurgeon = sql<
  number | null
>`(SELECT min(s.surgeon_id) FROM schedule_event_surgeons s WHERE s.event_id = e.id AND s.surgeon_type = 'P')`;

/** The procedure cases (live ones) of the days `days` picks from `e.event_date`. */
const procedures = (days: RawBuilder<boolean>) => sql`${days} AND e.is_archived = 0 AND e.purpose = 'Procedure'`;

const inRange = (from: string, to: string): RawBuilder<boolean> =>
  sql`e.event_date >= ${from} AND e.event_date <= ${to}`;

/** Which cases a sum covers, what it is keyed by, with which settings, and for which surgeon (null: all). */
export interface CaseSumsOf {
  days: RawBuilder<boolean>;
  periodKey: RawBuilder<string>;
  graceMinutes: RawBuilder<number>;
  turnoverMaxGapMinutes: RawBuilder<number>;
  surgeonId: number | null;
}

/**
 * One statement over the chosen days' procedure cases (every surgeon's: first cases and turnovers
 * depend on the whole room): each case's first-case rank among its room's held (not cancelled)
 * cases by scheduled start, and its turnover from the case before it into the room (only a gap of 0
 * to `turnoverMaxGapMinutes`: a longer one is the room standing idle, not a turnover); then the
 * sums per period key, surgeon and turnover minutes, in that column order. Grouping in SQL keeps
 * the rows few. Every window is one day's room, so the sums of a day depend on that day alone.
 */
export function caseSumsSql(of: CaseSumsOf): RawBuilder<CaseSums> {
  return sql<CaseSums>`
    WITH cases AS (
      SELECT e.id, e.event_date, e.event_location AS location, ${of.periodKey} AS period_key,
        ${primarySurgeon} AS surgeon_id,
        ${minutesOf('e.start_time')} AS start_min, ${minutesOf('e.end_time')} AS end_min,
        ${minutesFromCaseDay('i')} AS in_min, ${minutesFromCaseDay('o')} AS out_min,
        CASE WHEN p.cancel_reason IS NULL THEN 0 ELSE 1 END AS cancelled,
        CASE WHEN p.delay_reason IS NULL THEN 0 ELSE 1 END AS delayed,
        CASE WHEN p.cancel_reason IS NULL AND e.event_location IS NOT NULL AND e.event_location <> '' THEN 1 ELSE 0 END AS held,
        (SELECT count(*) FROM case_milestones m WHERE m.event_id = e.id AND m.entered_late = 1) AS late_entries
      FROM schedule_events e
      LEFT JOIN case_progress p ON p.event_id = e.id
      LEFT JOIN case_milestones i ON i.event_id = e.id AND i.step = 'in_room'
      LEFT JOIN case_milestones o ON o.event_id = e.id AND o.step = 'out_of_room'
      WHERE ${procedures(of.days)}
    ),
    ranked AS (
      SELECT period_key, surgeon_id, cancelled, delayed, late_entries,
        CASE WHEN held = 1 AND in_min IS NOT NULL
          AND row_number() OVER (PARTITION BY event_date, location, held ORDER BY start_min, id) = 1
          THEN CASE WHEN in_min - start_min <= ${of.graceMinutes} THEN 2 ELSE 1 END ELSE 0
        END AS first_case,
        CASE WHEN held = 1 AND in_min IS NOT NULL
          THEN in_min - lag(out_min) OVER (PARTITION BY event_date, location, held, in_min IS NULL ORDER BY in_min, start_min, id)
        END AS gap,
        CASE WHEN cancelled = 0 AND in_min IS NOT NULL AND out_min IS NOT NULL THEN end_min - start_min END AS scheduled,
        CASE WHEN cancelled = 0 AND in_min IS NOT NULL AND out_min IS NOT NULL THEN out_min - in_min END AS actual
      FROM cases
    ),
    turned AS (
      SELECT ranked.*, CASE WHEN gap >= 0 AND gap <= ${of.turnoverMaxGapMinutes} THEN gap END AS turnover FROM ranked
    )
    SELECT period_key, surgeon_id, turnover,
      count(*) AS cases,
      sum(cancelled) AS cancelled,
      sum(delayed) AS delayed,
      sum(CASE WHEN first_case > 0 THEN 1 ELSE 0 END) AS first_cases,
      sum(CASE WHEN first_case = 2 THEN 1 ELSE 0 END) AS first_cases_on_time,
      count(actual) AS completed,
      coalesce(sum(scheduled), 0) AS scheduled_minutes,
      coalesce(sum(actual), 0) AS actual_minutes,
      sum(CASE WHEN actual > scheduled THEN 1 ELSE 0 END) AS overruns,
      sum(late_entries) AS late_entries
    FROM turned
    ${of.surgeonId === null ? sql`` : sql`WHERE surgeon_id = ${of.surgeonId}`}
    GROUP BY period_key, surgeon_id, turnover`;
}

/** The range's case sums, computed from the cases themselves (the kept figures' reference). */
export async function readCaseSums(
  db: Db,
  query: OrMetricsQuery,
  { graceMinutes, turnoverMaxGapMinutes }: OrMetricsSettings,
): Promise<CaseSums[]> {
  const of: CaseSumsOf = {
    days: inRange(query.from, query.to),
    periodKey: periodKey(query.group),
    graceMinutes: sql`${graceMinutes}`,
    turnoverMaxGapMinutes: sql`${turnoverMaxGapMinutes}`,
    surgeonId: query.surgeon_id ?? null,
  };
  return (await caseSumsSql(of).execute(db)).rows;
}

/**
 * Delays and cancellations by reason, per period key and primary surgeon (in that column order,
 * then kind, reason and count), of the chosen days' procedure cases.
 */
export function reasonCountsSql(of: Pick<CaseSumsOf, 'days' | 'periodKey' | 'surgeonId'>): RawBuilder<ReasonCount> {
  return sql<ReasonCount>`
    WITH marked AS (
      SELECT ${of.periodKey} AS period_key, ${primarySurgeon} AS surgeon_id, p.delay_reason, p.cancel_reason
      FROM schedule_events e
      JOIN case_progress p ON p.event_id = e.id
      WHERE ${procedures(of.days)} AND (p.delay_reason IS NOT NULL OR p.cancel_reason IS NOT NULL)
    ),
    reasons AS (
      SELECT period_key, surgeon_id, 'delay' AS kind, delay_reason AS reason FROM marked WHERE delay_reason IS NOT NULL
      UNION ALL
      SELECT period_key, surgeon_id, 'cancel' AS kind, cancel_reason AS reason FROM marked WHERE cancel_reason IS NOT NULL
    )
    SELECT period_key, surgeon_id, kind, reason, count(*) AS count
    FROM reasons
    ${of.surgeonId === null ? sql`` : sql`WHERE surgeon_id = ${of.surgeonId}`}
    GROUP BY period_key, surgeon_id, kind, reason`;
}

/** The range's delays and cancellations by reason, counted from the cases themselves. */
export async function readReasonCounts(db: Db, query: OrMetricsQuery): Promise<ReasonCount[]> {
  const of = {
    days: inRange(query.from, query.to),
    periodKey: periodKey(query.group),
    surgeonId: query.surgeon_id ?? null,
  };
  return (await reasonCountsSql(of).execute(db)).rows;
}

/** The names of `ids` (users, whatever their role now), by id. */
export async function readSurgeonNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
