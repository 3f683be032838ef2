import { periodEnd, periodStart, periodStarts } from '../../shared/or-metrics-periods.js';
import type { OrMetrics, OrMetricsQuery } from '../../shared/schemas/or-metrics.js';
import type { Db } from '../db/connect.js';
import { FiguresTally } from './figures.js';
import { readKeptCaseSums, readKeptCounts, readKeptSettings, type KeptCount } from './kept-days.repository.js';
import {
  readCaseSums,
  readReasonCounts,
  readSurgeonNames,
  type CaseSums,
  type OrMetricsSettings,
} from './or-metrics.repository.js';

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

  /** Each period key's period start (a key comes back on many rows). */
  readonly #starts = new Map<string, string>();

  constructor(private readonly group: OrMetricsQuery['group']) {}

  of(row: { period_key: string; surgeon_id: number | null }): FiguresTally[] {
    const surgeonId = row.surgeon_id === null ? null : Number(row.surgeon_id);
    let start = this.#starts.get(row.period_key);
    if (start === undefined) {
      start = periodStart(this.group === 'month' ? `${row.period_key}-01` : row.period_key, this.group);
      this.#starts.set(row.period_key, start);
    }
    let period = this.periods.get(start);
    if (!period) this.periods.set(start, (period = { all: new FiguresTally(), surgeons: new Map() }));
    return [this.total, tallyOf(this.surgeons, surgeonId), period.all, tallyOf(period.surgeons, surgeonId)];
  }
}

/** A range's rows: its case sums (per turnover minutes from the cases, without them from the kept days), and its counts. */
interface RangeRows {
  sums: CaseSums[];
  counts: KeptCount[];
}
type SumsSource = (db: Db, query: OrMetricsQuery, settings: OrMetricsSettings) => Promise<RangeRows>;

const fromKeptDays: SumsSource = async (db, query) => {
  const [sums, counts] = await Promise.all([readKeptCaseSums(db, query), readKeptCounts(db, query)]);
  return { sums, counts };
};
const fromCases: SumsSource = async (db, query, settings) => {
  const [sums, reasons] = await Promise.all([readCaseSums(db, query, settings), readReasonCounts(db, query)]);
  return { sums, counts: reasons.map(({ reason, ...row }) => ({ ...row, value: reason })) };
};

/**
 * The OR figures of a date range, per period and per primary surgeon: the sums kept per case day
 * (kept-days.repository.ts) are added up by period, or, while the kept ones were computed with
 * other settings than this portal's (a node started with others; the next start rebuilds them),
 * the range's cases are summed instead. With `surgeon_id`, only that surgeon's cases count, but
 * first cases and turnovers are still found among every case of the room.
 */
export async function orMetrics(db: Db, query: OrMetricsQuery, settings: OrMetricsSettings): Promise<OrMetrics> {
  const kept = await readKeptSettings(db);
  const keptFollow =
    kept?.graceMinutes === settings.graceMinutes && kept.turnoverMaxGapMinutes === settings.turnoverMaxGapMinutes;
  return gathered(db, query, settings, keptFollow ? fromKeptDays : fromCases);
}

/** The same figures from the range's cases themselves (what the kept days must add up to). */
export function orMetricsFromCases(db: Db, query: OrMetricsQuery, settings: OrMetricsSettings): Promise<OrMetrics> {
  return gathered(db, query, settings, fromCases);
}

async function gathered(
  db: Db,
  query: OrMetricsQuery,
  settings: OrMetricsSettings,
  source: SumsSource,
): Promise<OrMetrics> {
  const tallies = new Tallies(query.group);
  const { sums, counts } = await source(db, query, settings);
  for (const row of sums) for (const tally of tallies.of(row)) tally.add(row);
  for (const row of counts) {
    const count = Number(row.count);
    for (const tally of tallies.of(row))
      if (row.kind === 'turnover') tally.addTurnovers(Number(row.value), count);
      else tally.addReason(row.kind, row.value, count);
  }

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
