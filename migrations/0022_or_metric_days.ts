import { sql, type Kysely } from 'kysely';
import { notNull } from './support.js';

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

/**
 * The OR figures kept per case day, so the metrics of a range add up kept rows instead of
 * ranking every case of it: or_metric_days holds one day's procedure-case sums per primary
 * surgeon, or_metric_counts how many of its cases ended a turnover of so many minutes or were
 * delayed or cancelled for a reason, and or_metric_settings (one row) the
 * CASE_LATE_GRACE_MINUTES and TURNOVER_MAX_GAP_MINUTES they were computed with (the defaults
 * here; a portal started with others computes them again). Filled from the cases already
 * recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let days = db.schema
    .createTable('or_metric_days')
    .addColumn('event_date', 'text', notNull)
    .addColumn('surgeon_id', 'integer');
  for (const column of SUMS) days = days.addColumn(column, 'integer', notNull);
  await days.execute();
  await db.schema.createIndex('or_metric_days_date').on('or_metric_days').column('event_date').execute();

  await db.schema
    .createTable('or_metric_counts')
    .addColumn('event_date', 'text', notNull)
    .addColumn('event_month', 'text', notNull)
    .addColumn('surgeon_id', 'integer')
    .addColumn('kind', 'text', notNull)
    .addColumn('value', 'text', notNull)
    .addColumn('count', 'integer', notNull)
    .execute();
  // Covering: a range's counts are read from an index alone, by day or (in the order they are
  // added up, with no sort) by month.
  await db.schema
    .createIndex('or_metric_counts_date')
    .on('or_metric_counts')
    .columns(['event_date', 'surgeon_id', 'kind', 'value', 'count'])
    .execute();
  await db.schema
    .createIndex('or_metric_counts_month')
    .on('or_metric_counts')
    .columns(['event_month', 'surgeon_id', 'kind', 'value', 'event_date', 'count'])
    .execute();

  await db.schema
    .createTable('or_metric_settings')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('late_grace_minutes', 'integer', notNull)
    .addColumn('turnover_max_gap_minutes', 'integer', notNull)
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('kept_through', 'text', notNull)
    .execute();
  // Writes audited from ten minutes before now on are kept again at the next start: the running
  // nodes of the release before this one write cases until they are restarted, without keeping them.
  const keptThrough = new Date(Date.now() - 10 * 60_000).toISOString();
  await sql`INSERT INTO or_metric_settings (id, late_grace_minutes, turnover_max_gap_minutes, revision, kept_through)
    VALUES (1, 5, 60, 0, ${keptThrough})`.execute(db);

  // The statements of server/or-metrics/or-metrics.repository.ts as of this migration, over every day.
  const minutesOf = (column: string) =>
    sql.raw(`(CAST(substr(${column}, 1, 2) AS INTEGER) * 60 + CAST(substr(${column}, 4, 2) AS INTEGER))`);
  const fromCaseDay = (table: string) =>
    sql`(${minutesOf(`${table}.at_time`)} + CASE WHEN ${sql.raw(table)}.at_date > e.event_date THEN 1440 WHEN ${sql.raw(table)}.at_date < e.event_date THEN -1440 ELSE 0 END)`;
  const primarySurgeon = sql`(SELECT min(s.surgeon_id) FROM schedule_event_surgeons s WHERE s.event_id = e.id AND s.surgeon_type = 'P')`;
  const procedures = sql`e.is_archived = 0 AND e.purpose = 'Procedure'`;
  const turned = sql`
    WITH cases AS (
      SELECT e.id, e.event_date, e.event_location AS location, ${primarySurgeon} AS surgeon_id,
        ${minutesOf('e.start_time')} AS start_min, ${minutesOf('e.end_time')} AS end_min,
        ${fromCaseDay('i')} AS in_min, ${fromCaseDay('o')} AS out_min,
        CASE WHEN p.cancel_reason IS NULL THEN 0 ELSE 1 END AS cancelled,
        CASE WHEN p.delay_reason IS NULL THEN 0 ELSE 1 END AS delayed,
        CASE WHEN p.cancel_reason IS NULL AND e.event_location IS NOT NULL AND e.event_location <> '' THEN 1 ELSE 0 END AS held,
        (SELECT count(*) FROM case_milestones m WHERE m.event_id = e.id AND m.entered_late = 1) AS late_entries
      FROM schedule_events e
      LEFT JOIN case_progress p ON p.event_id = e.id
      LEFT JOIN case_milestones i ON i.event_id = e.id AND i.step = 'in_room'
      LEFT JOIN case_milestones o ON o.event_id = e.id AND o.step = 'out_of_room'
      WHERE ${procedures}
    ),
    ranked AS (
      SELECT event_date, surgeon_id, cancelled, delayed, late_entries,
        CASE WHEN held = 1 AND in_min IS NOT NULL
          AND row_number() OVER (PARTITION BY event_date, location, held ORDER BY start_min, id) = 1
          THEN CASE WHEN in_min - start_min <= 5 THEN 2 ELSE 1 END ELSE 0
        END AS first_case,
        CASE WHEN held = 1 AND in_min IS NOT NULL
          THEN in_min - lag(out_min) OVER (PARTITION BY event_date, location, held, in_min IS NULL ORDER BY in_min, start_min, id)
        END AS gap,
        CASE WHEN cancelled = 0 AND in_min IS NOT NULL AND out_min IS NOT NULL THEN end_min - start_min END AS scheduled,
        CASE WHEN cancelled = 0 AND in_min IS NOT NULL AND out_min IS NOT NULL THEN out_min - in_min END AS actual
      FROM cases
    ),
    turned AS (
      SELECT ranked.*, CASE WHEN gap >= 0 AND gap <= 60 THEN gap END AS turnover FROM ranked
    )`;
  await sql`
    INSERT INTO or_metric_days (event_date, surgeon_id, ${sql.raw(SUMS.join(', '))})
    ${turned}
    SELECT event_date, surgeon_id,
      count(*), sum(cancelled), sum(delayed),
      sum(CASE WHEN first_case > 0 THEN 1 ELSE 0 END), sum(CASE WHEN first_case = 2 THEN 1 ELSE 0 END),
      count(actual), coalesce(sum(scheduled), 0), coalesce(sum(actual), 0),
      sum(CASE WHEN actual > scheduled THEN 1 ELSE 0 END), sum(late_entries)
    FROM turned
    GROUP BY event_date, surgeon_id`.execute(db);
  await sql`
    INSERT INTO or_metric_counts (event_date, event_month, surgeon_id, kind, value, count)
    ${turned}
    SELECT event_date, substr(event_date, 1, 7), surgeon_id, 'turnover', CAST(turnover AS TEXT), count(*)
    FROM turned
    WHERE turnover IS NOT NULL
    GROUP BY event_date, surgeon_id, turnover`.execute(db);

  await sql`
    INSERT INTO or_metric_counts (event_date, event_month, surgeon_id, kind, value, count)
    WITH marked AS (
      SELECT e.event_date, ${primarySurgeon} AS surgeon_id, p.delay_reason, p.cancel_reason
      FROM schedule_events e
      JOIN case_progress p ON p.event_id = e.id
      WHERE ${procedures} AND (p.delay_reason IS NOT NULL OR p.cancel_reason IS NOT NULL)
    ),
    reasons AS (
      SELECT event_date, surgeon_id, 'delay' AS kind, delay_reason AS reason FROM marked WHERE delay_reason IS NOT NULL
      UNION ALL
      SELECT event_date, surgeon_id, 'cancel' AS kind, cancel_reason AS reason FROM marked WHERE cancel_reason IS NOT NULL
    )
    SELECT event_date, substr(event_date, 1, 7), surgeon_id, kind, reason, count(*)
    FROM reasons
    GROUP BY event_date, surgeon_id, kind, reason`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('or_metric_settings').execute();
  await db.schema.dropTable('or_metric_counts').execute();
  await db.schema.dropTable('or_metric_days').execute();
}
