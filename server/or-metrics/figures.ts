import type { OrFigures } from '../../shared/schemas/or-metrics.js';
import type { CaseSums } from './or-metrics.repository.js';

/** The running sums of one set of cases, turned into figures once every row is counted. */
export class FiguresTally {
  cases = 0;
  cancelled = 0;
  delayed = 0;
  firstCases = 0;
  firstCasesOnTime = 0;
  /** How many turnovers took each number of minutes. */
  turnovers = new Map<number, number>();
  completed = 0;
  scheduledMinutes = 0;
  actualMinutes = 0;
  overruns = 0;
  lateEntries = 0;
  delaysByReason: Record<string, number> = {};
  cancellationsByReason: Record<string, number> = {};

  add(sums: CaseSums): void {
    this.cases += Number(sums.cases);
    this.cancelled += Number(sums.cancelled);
    this.delayed += Number(sums.delayed);
    this.firstCases += Number(sums.first_cases);
    this.firstCasesOnTime += Number(sums.first_cases_on_time);
    this.completed += Number(sums.completed);
    this.scheduledMinutes += Number(sums.scheduled_minutes);
    this.actualMinutes += Number(sums.actual_minutes);
    this.overruns += Number(sums.overruns);
    this.lateEntries += Number(sums.late_entries);
    // Each case of the row ended a turnover of that many minutes.
    if (sums.turnover !== null) this.addTurnovers(Number(sums.turnover), Number(sums.cases));
  }

  /** `count` cases ended a turnover of `minutes`. */
  addTurnovers(minutes: number, count: number): void {
    this.turnovers.set(minutes, (this.turnovers.get(minutes) ?? 0) + count);
  }

  addReason(kind: 'delay' | 'cancel', reason: string, count: number): void {
    const counts = kind === 'delay' ? this.delaysByReason : this.cancellationsByReason;
    counts[reason] = (counts[reason] ?? 0) + count;
  }

  figures(): OrFigures {
    const sorted = [...this.turnovers].sort(([a], [b]) => a - b);
    const turnovers = sorted.reduce((sum, [, count]) => sum + count, 0);
    const totalMinutes = sorted.reduce((sum, [minutes, count]) => sum + minutes * count, 0);
    return {
      cases: this.cases,
      cancelled: this.cancelled,
      delayed: this.delayed,
      first_cases: this.firstCases,
      first_cases_on_time: this.firstCasesOnTime,
      on_time_rate: this.firstCases === 0 ? null : round(this.firstCasesOnTime / this.firstCases, 4),
      turnovers,
      turnover_average_minutes: turnovers === 0 ? null : round(totalMinutes / turnovers, 1),
      turnover_median_minutes: turnovers === 0 ? null : median(sorted, turnovers),
      completed: this.completed,
      scheduled_minutes: this.scheduledMinutes,
      actual_minutes: this.actualMinutes,
      overruns: this.overruns,
      late_entries: this.lateEntries,
      delays_by_reason: this.delaysByReason,
      cancellations_by_reason: this.cancellationsByReason,
    };
  }
}

const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;

/** The median of `count` values given as (value, how many) pairs in ascending order. */
function median(sorted: [number, number][], count: number): number {
  const at = (position: number): number => {
    let seen = 0;
    for (const [value, times] of sorted) {
      seen += times;
      if (position < seen) return value;
    }
    return sorted.at(-1)![0];
  };
  const middle = count >> 1;
  return count % 2 === 1 ? at(middle) : round((at(middle - 1) + at(middle)) / 2, 1);
}
