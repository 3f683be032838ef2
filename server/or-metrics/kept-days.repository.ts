import { sql, type RawBuilder } from 'kysely';
import type { OrMetricsQuery } from '../../shared/schemas/or-metrics.js';
import type { Db } from '../db/connect.js';
import { caseSumsSql, reasonCountsSql, type CaseSums, type OrMetricsSettings } from './or-metrics.repository.js';

const SUMS = [
  'cases',
  'cancelled',
  'delayed',
  'first_cases',
  'first_cases_on_time',
  'completed',
  'scheduled_minutes',
  'actual_minutes',
  'overruns',
  'late_entries',
] as const;

/** The kept settings, read by the statement that computes with them: rows and settings always agree. */
const keptSetting = (column: 'late_grace_minutes' | 'turnover_max_gap_minutes'): RawBuilder<number> =>
  sql`(SELECT ${sql.ref(column)} FROM or_metric_settings WHERE id = 1)`;

/**
 * Recomputes the kept figures of `dates` (every day when null) from the cases, with the kept
 * settings: four statements, whatever the number of days, after a first that bumps the kept
 * revision. That update takes the settings row's lock, so on PostgreSQL two writes keeping the
 * same day do it one after the other, the second reading what the first committed.
 */
export async function keepDays(trx: Db, dates: readonly string[] | null): Promise<void> {
  if (dates !== null && dates.length === 0) return;
  const days =
    dates === null ? sql<boolean>`1 = 1` : sql<boolean>`e.event_date IN (${sql.join([...new Set(dates)].sort())})`;
  const of = { days, periodKey: sql<string>`e.event_date`, surgeonId: null };
  const sums = caseSumsSql({
    ...of,
    graceMinutes: keptSetting('late_grace_minutes'),
    turnoverMaxGapMinutes: keptSetting('turnover_max_gap_minutes'),
  });
  await trx
    .updateTable('or_metric_settings')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', 1)
    .execute();

  let dropDays = trx.deleteFrom('or_metric_days');
  if (dates !== null) dropDays = dropDays.where('event_date', 'in', dates);
  await dropDays.execute();
  // The sums come per turnover minutes: added up per day and surgeon here.
  const total = (column: (typeof SUMS)[number]) => sql`sum(${sql.ref(column)})`;
  await trx
    .insertInto('or_metric_days')
    .columns(['event_date', 'surgeon_id', ...SUMS])
    .expression(
      sql`SELECT period_key, surgeon_id, ${sql.join(SUMS.map(total))} FROM (${sums}) sums GROUP BY period_key, surgeon_id`,
    )
    .execute();

  let dropCounts = trx.deleteFrom('or_metric_counts');
  if (dates !== null) dropCounts = dropCounts.where('event_date', 'in', dates);
  await dropCounts.execute();
  await trx
    .insertInto('or_metric_counts')
    .columns(['event_date', 'event_month', 'surgeon_id', 'kind', 'value', 'count'])
    .expression(
      sql`SELECT period_key, substr(period_key, 1, 7), surgeon_id, 'turnover', CAST(turnover AS TEXT), cases
          FROM (${sums}) sums WHERE turnover IS NOT NULL
        UNION ALL
        SELECT period_key, substr(period_key, 1, 7), surgeon_id, kind, reason, ${sql.ref('count')}
          FROM (${reasonCountsSql(of)}) reasons`,
    )
    .execute();
}

/** The settings the kept figures were computed with. */
export async function readKeptSettings(db: Db): Promise<OrMetricsSettings | undefined> {
  const row = await db
    .selectFrom('or_metric_settings')
    .select(['late_grace_minutes', 'turnover_max_gap_minutes'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row && { graceMinutes: row.late_grace_minutes, turnoverMaxGapMinutes: row.turnover_max_gap_minutes };
}

/**
 * Computes every kept figure again with `settings`, in one transaction (at start, when they
 * changed); every write audited before `keptThrough` is then known kept.
 */
export async function rebuildKeptDays(db: Db, settings: OrMetricsSettings, keptThrough: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('or_metric_settings')
      .set({
        late_grace_minutes: settings.graceMinutes,
        turnover_max_gap_minutes: settings.turnoverMaxGapMinutes,
        kept_through: keptThrough,
      })
      .where('id', '=', 1)
      .execute();
    await keepDays(trx, null);
  });
}

const keptPeriodKey = (group: OrMetricsQuery['group']): RawBuilder<string> =>
  group === 'month' ? sql`substr(event_date, 1, 7)` : sql`event_date`;

const surgeonOnly = ({ surgeon_id }: OrMetricsQuery): RawBuilder<unknown> =>
  surgeon_id === undefined || surgeon_id === null ? sql`` : sql`AND surgeon_id = ${surgeon_id}`;

/** The range's case sums per period key and surgeon, added up from the kept days (turnovers are counted apart). */
export async function readKeptCaseSums(db: Db, query: OrMetricsQuery): Promise<CaseSums[]> {
  const period = keptPeriodKey(query.group);
  const result = await sql<CaseSums>`
    SELECT ${period} AS period_key, surgeon_id, NULL AS turnover,
      ${sql.join(SUMS.map((column) => sql`sum(${sql.ref(column)}) AS ${sql.ref(column)}`))}
    FROM or_metric_days
    WHERE event_date >= ${query.from} AND event_date <= ${query.to} ${surgeonOnly(query)}
    GROUP BY ${period}, surgeon_id`.execute(db);
  return result.rows;
}

/** How many cases of a period and surgeon ended a turnover of `value` minutes, or had a delay or cancellation reason. */
export interface KeptCount {
  period_key: string;
  surgeon_id: number | null;
  kind: 'turnover' | 'delay' | 'cancel';
  value: string;
  count: number;
}

/** The range's turnovers by minutes and delays and cancellations by reason, added up from the kept days. */
export async function readKeptCounts(db: Db, query: OrMetricsQuery): Promise<KeptCount[]> {
  // By month, the months' range leads (their index's order: no sort), the days' range trims its ends.
  const period = query.group === 'month' ? sql`event_month` : sql`event_date`;
  const months =
    query.group === 'month'
      ? sql`event_month >= ${query.from.slice(0, 7)} AND event_month <= ${query.to.slice(0, 7)} AND`
      : sql``;
  const result = await sql<KeptCount>`
    SELECT ${period} AS period_key, surgeon_id, kind, value, sum(${sql.ref('count')}) AS ${sql.ref('count')}
    FROM or_metric_counts
    WHERE ${months} event_date >= ${query.from} AND event_date <= ${query.to} ${surgeonOnly(query)}
    GROUP BY ${period}, surgeon_id, kind, value`.execute(db);
  return result.rows;
}
