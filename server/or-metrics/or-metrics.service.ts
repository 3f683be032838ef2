import { periodEnd, periodStart, periodStarts } from '../../shared/or-metrics-periods.js';
import type { OrMetrics, OrMetricsQuery } from '../../shared/schemas/or-metrics.js';
import type { Db } from '../db/connect.js';
import { FiguresTally } from './figures.js';
import { readCaseSums, readReasonCounts, readSurgeonNames, type OrMetricsSettings } from './or-metrics.repository.js';

const NO_SURGEON = 'No primary surgeon';

function tallyOf(tallies: Map<number | null, FiguresTally>, surgeonId: number | null): FiguresTally {
  let tally = tallies.get(surgeonId);
  if (!tally) tallies.set(surgeonId, (tally = new FiguresTally()));
  return tally;
}

/** The tallies a row counts in: the whole range and its surgeon in it, its period and its surgeon in that. */
class Tallies {
  readonly total = new FiguresTally();
  readonly surgeons = new Map<number | null, FiguresTally>();
  readonly periods = new Map<string, { all: FiguresTally; surgeons: Map<number | null, FiguresTally> }>();

  constructor(private readonly group: OrMetricsQuery['group']) {}

  of(row: { period_key: string; surgeon_id: number | null }): FiguresTally[] {
    const surgeonId = row.surgeon_id === null ? null : Number(row.surgeon_id);
    const start = periodStart(this.group === 'month' ? `${row.period_key}-01` : row.period_key, this.group);
    let period = this.periods.get(start);
    if (!period) this.periods.set(start, (period = { all: new FiguresTally(), surgeons: new Map() }));
    return [this.total, tallyOf(this.surgeons, surgeonId), period.all, tallyOf(period.surgeons, surgeonId)];
  }
}

/**
 * The OR figures of a date range, per period and per primary surgeon: the database sums the
 * range's cases (first cases, turnovers, durations) and counts their reasons; here the sums are
 * gathered into periods. With `surgeon_id`, only that surgeon's cases count, but first cases and
 * turnovers are still found among every case of the room.
 */
export async function orMetrics(db: Db, query: OrMetricsQuery, settings: OrMetricsSettings): Promise<OrMetrics> {
  const tallies = new Tallies(query.group);
  const [sums, reasons] = await Promise.all([readCaseSums(db, query, settings), readReasonCounts(db, query)]);
  for (const row of sums) for (const tally of tallies.of(row)) tally.add(row);
  for (const row of reasons)
    for (const tally of tallies.of(row)) tally.addReason(row.kind, row.reason, Number(row.count));

  const names = await readSurgeonNames(
    db,
    [...tallies.surgeons.keys()].filter((id) => id !== null),
  );
  const nameOf = (id: number | null) => (id === null ? NO_SURGEON : (names.get(id) ?? `Surgeon ${id}`));
  const bySurgeon = (surgeons: Map<number | null, FiguresTally> | undefined) =>
    [...(surgeons ?? [])]
      .map(([id, tally]) => ({ surgeon_id: id, surgeon_name: nameOf(id), figures: tally.figures() }))
      .sort((a, b) => a.surgeon_name.localeCompare(b.surgeon_name));

  return {
    from: query.from,
    to: query.to,
    group: query.group,
    surgeon_id: query.surgeon_id ?? null,
    grace_minutes: settings.graceMinutes,
    turnover_max_gap_minutes: settings.turnoverMaxGapMinutes,
    total: tallies.total.figures(),
    surgeons: bySurgeon(tallies.surgeons),
    periods: periodStarts(query.from, query.to, query.group).map((start) => {
      const period = tallies.periods.get(start);
      return {
        start,
        end: periodEnd(start, query.group),
        figures: (period?.all ?? new FiguresTally()).figures(),
        surgeons: bySurgeon(period?.surgeons),
      };
    }),
  };
}
