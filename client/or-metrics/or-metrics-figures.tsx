import { CANCEL_REASONS, DELAY_REASONS, LATE_ENTRY_GRACE_MINUTES } from '../../shared/case-tracking.js';
import { periodLabel } from '../../shared/or-metrics-periods.js';
import type { OrFigures, OrMetrics } from '../../shared/schemas/or-metrics.js';

export const ratePercent = (figures: OrFigures): string =>
  figures.on_time_rate === null ? '—' : `${(Math.round(figures.on_time_rate * 1000) / 10).toFixed(1)}%`;
const minutes = (value: number | null): string => (value === null ? '—' : `${value} min`);

/** The range's headline figures; a turnover is a case into the same room within `turnoverMaxGapMinutes`. */
export function SummaryFigures({ total, turnoverMaxGapMinutes }: { total: OrFigures; turnoverMaxGapMinutes: number }) {
  return (
    <dl className="or-summary" aria-label="Summary">
      <div>
        <dt>First-case on-time starts</dt>
        <dd data-testid="on-time-rate">{ratePercent(total)}</dd>
        <dd className="or-summary-note">
          {total.first_cases_on_time} of {total.first_cases} first cases
        </dd>
      </div>
      <div>
        <dt>Median turnover</dt>
        <dd>{minutes(total.turnover_median_minutes)}</dd>
        <dd className="or-summary-note">
          average {minutes(total.turnover_average_minutes)}, {total.turnovers}{' '}
          {total.turnovers === 1 ? 'turnover' : 'turnovers'}
        </dd>
        <dd className="or-summary-note" data-testid="turnover-rule">
          Counts a case into the same room within {turnoverMaxGapMinutes} min of the one before; a longer gap is idle
          time, not a turnover.
        </dd>
      </div>
      <div>
        <dt>Overruns</dt>
        <dd>{total.overruns}</dd>
        <dd className="or-summary-note">
          of {total.completed} completed cases; {total.actual_minutes} of {total.scheduled_minutes} scheduled minutes
        </dd>
      </div>
      <div>
        <dt>Late entries</dt>
        <dd data-testid="late-entries">{total.late_entries}</dd>
        <dd className="or-summary-note">milestones recorded over {LATE_ENTRY_GRACE_MINUTES} min after their time</dd>
      </div>
      <div>
        <dt>Cases</dt>
        <dd>{total.cases}</dd>
        <dd className="or-summary-note">
          {total.cancelled} cancelled, {total.delayed} delayed
        </dd>
      </div>
    </dl>
  );
}

const COLUMNS = [
  'Cases',
  'Cancelled',
  'Delayed',
  'First cases on time',
  'On-time rate',
  'Turnovers',
  'Median turnover',
  'Average turnover',
  'Completed',
  'Scheduled min',
  'Actual min',
  'Overruns',
  'Late entries',
];

function FigureCells({ figures }: { figures: OrFigures }) {
  return (
    <>
      <td>{figures.cases}</td>
      <td>{figures.cancelled}</td>
      <td>{figures.delayed}</td>
      <td>
        {figures.first_cases_on_time} of {figures.first_cases}
      </td>
      <td>{ratePercent(figures)}</td>
      <td>{figures.turnovers}</td>
      <td>{minutes(figures.turnover_median_minutes)}</td>
      <td>{minutes(figures.turnover_average_minutes)}</td>
      <td>{figures.completed}</td>
      <td>{figures.scheduled_minutes}</td>
      <td>{figures.actual_minutes}</td>
      <td>{figures.overruns}</td>
      <td>{figures.late_entries}</td>
    </>
  );
}

/** One row of figures per period or per surgeon, named in the first column under `heading`. */
function FigureTable({
  label,
  heading,
  rows,
}: {
  label: string;
  heading: string;
  rows: { key: string | number; name: string; figures: OrFigures }[];
}) {
  return (
    <div className="or-table-wrap">
      <table className="data-table or-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <FigureCells figures={row.figures} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same numbers as the charts, per period, per surgeon, and by reason. */
export function FigureTables({ metrics }: { metrics: OrMetrics }) {
  const reasons = [...new Set([...DELAY_REASONS, ...CANCEL_REASONS])];
  return (
    <>
      <FigureTable
        label="Figures by period"
        heading="Period"
        rows={metrics.periods.map((period) => ({
          key: period.start,
          name: periodLabel(period.start, metrics.group),
          figures: period.figures,
        }))}
      />
      <FigureTable
        label="Figures by surgeon"
        heading="Surgeon"
        rows={metrics.surgeons.map((surgeon) => ({
          key: surgeon.surgeon_id ?? 'none',
          name: surgeon.surgeon_name,
          figures: surgeon.figures,
        }))}
      />
      <table className="data-table or-reasons" aria-label="Delays and cancellations by reason">
        <thead>
          <tr>
            <th scope="col">Reason</th>
            <th scope="col">Delays</th>
            <th scope="col">Cancellations</th>
          </tr>
        </thead>
        <tbody>
          {reasons.map((reason) => (
            <tr key={reason}>
              <th scope="row">{reason}</th>
              <td>{metrics.total.delays_by_reason[reason] ?? 0}</td>
              <td>{metrics.total.cancellations_by_reason[reason] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
