import { lazy, Suspense, useEffect, useState } from 'react';
import { addDays, formatUsDate } from '../../shared/dates.js';
import { OR_METRICS_GROUPS, type OrMetrics, type OrMetricsGroup } from '../../shared/schemas/or-metrics.js';
import type { Surgeon } from '../../shared/schemas/surgeons.js';
import { downloadCsv } from '../lib/download-csv';
import { practiceToday } from '../lib/practice-clock';
import { DateRangeFields } from '../ui/date-range-fields';
import { FieldError } from '../ui/field-error';
import { PrintHeading } from '../ui/print-heading';
import { TopBar } from '../ui/top-bar';
import { orMetricsApi, type OrMetricsRequest } from './api';
import { FigureTables, SummaryFigures } from './or-metrics-figures';
import { useOrMetrics } from './use-or-metrics';
import './or-metrics.css';

const OrMetricsCharts = lazy(() =>
  import('./or-metrics-charts').then((module) => ({ default: module.OrMetricsCharts })),
);

const GROUP_LABELS: Record<OrMetricsGroup, string> = { day: 'By day', week: 'By week', month: 'By month' };

/** What the figures shown cover, in words: their dates, grouping and surgeon. */
function coverage(metrics: OrMetrics, surgeons: Surgeon[]): string {
  const surgeon =
    metrics.surgeon_id === null
      ? 'all surgeons'
      : (surgeons.find((each) => each.id === metrics.surgeon_id)?.name ?? `surgeon ${metrics.surgeon_id}`);
  return `${formatUsDate(metrics.from)} to ${formatUsDate(metrics.to)}, ${GROUP_LABELS[metrics.group].toLowerCase()}, ${surgeon}`;
}

/** The last four weeks, by week. */
function defaultRequest(): OrMetricsRequest {
  const today = practiceToday();
  return { from: addDays(today, -27), to: today, group: 'week', surgeon_id: '' };
}

/** /or-metrics: first-case on-time starts, turnovers, durations, delays and cancellations (roles 1 and 2). */
export function OrMetricsPage() {
  const [request, setRequest] = useState<OrMetricsRequest>(defaultRequest);
  const [surgeons, setSurgeons] = useState<Surgeon[]>([]);
  const [exportFailed, setExportFailed] = useState(false);
  const { metrics, errors, failed } = useOrMetrics(request);

  useEffect(() => {
    orMetricsApi.surgeons().then(setSurgeons, () => setSurgeons([]));
  }, []);

  const change = (field: keyof OrMetricsRequest) => (event: { target: { value: string } }) =>
    setRequest((shown) => ({ ...shown, [field]: event.target.value }));

  const handleDownload = async () => {
    setExportFailed(false);
    try {
      downloadCsv(`or-metrics-${request.from}-to-${request.to}.csv`, await orMetricsApi.csv(request));
    } catch {
      setExportFailed(true);
    }
  };

  return (
    <>
      <TopBar />
      <main className="page or-metrics" id="main">
        <div className="page-heading">
          <h1>OR metrics</h1>
          <button type="button" className="button secondary" onClick={handleDownload}>
            Download CSV
          </button>
        </div>
        <form className="or-filters" onSubmit={(event) => event.preventDefault()} aria-label="Range and grouping">
          <DateRangeFields
            range={request}
            onChange={({ from, to }) => setRequest((shown) => ({ ...shown, from, to }))}
            errors={errors}
            required
            stacked={{ className: 'or-field', idPrefix: 'or' }}
          />
          <div className="or-field">
            <label htmlFor="or-group">Grouping</label>
            <select id="or-group" value={request.group} onChange={change('group')}>
              {OR_METRICS_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {GROUP_LABELS[group]}
                </option>
              ))}
            </select>
          </div>
          <div className="or-field">
            <label htmlFor="or-surgeon">Surgeon</label>
            <select id="or-surgeon" value={request.surgeon_id} onChange={change('surgeon_id')}>
              <option value="">All surgeons</option>
              {surgeons.map((surgeon) => (
                <option key={surgeon.id} value={surgeon.id}>
                  {surgeon.name}
                </option>
              ))}
            </select>
            <FieldError message={errors.surgeon_id} />
          </div>
        </form>
        {(failed || exportFailed) && (
          <p className="banner error" role="alert">
            {failed ? 'Could not load the OR metrics.' : 'Could not download the CSV.'}
          </p>
        )}
        {metrics && (
          <>
            <PrintHeading title="OR metrics" covers={coverage(metrics, surgeons)} paper="landscape" />
            <p className="or-note">
              First cases count as on time when in the room by their scheduled start plus {metrics.grace_minutes}{' '}
              minutes. Updates live as cases progress today.
            </p>
            <SummaryFigures total={metrics.total} turnoverMaxGapMinutes={metrics.turnover_max_gap_minutes} />
            <Suspense fallback={<p className="page-loading">Loading charts...</p>}>
              <OrMetricsCharts metrics={metrics} />
            </Suspense>
            <FigureTables metrics={metrics} />
          </>
        )}
      </main>
    </>
  );
}
