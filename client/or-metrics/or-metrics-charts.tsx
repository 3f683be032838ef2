import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { CANCEL_REASONS, DELAY_REASONS } from '../../shared/case-tracking.js';
import { periodLabel } from '../../shared/or-metrics-periods.js';
import type { OrMetrics } from '../../shared/schemas/or-metrics.js';

// Only the parts these charts draw: bars, a line with points, two axes, a legend and tooltips.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

const BLUE = '#1f5fa8';
const ORANGE = '#c25e00';
const GREY = '#7a8794';

/** One chart on a canvas; the tables beside it carry the same numbers for those who cannot see it. */
function ChartCanvas({ label, config }: { label: string; config: ChartConfiguration }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, {
      ...config,
      options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <figure className="or-chart">
      <figcaption>{label}</figcaption>
      <div className="or-chart-canvas">
        <canvas ref={canvas} role="img" aria-label={`${label}: chart; the table below gives the numbers`} />
      </div>
    </figure>
  );
}

const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

function chartConfigs(metrics: OrMetrics) {
  const labels = metrics.periods.map((period) => periodLabel(period.start, metrics.group));
  const figures = metrics.periods.map((period) => period.figures);
  const reasons = [...new Set([...DELAY_REASONS, ...CANCEL_REASONS])];

  const onTime: ChartConfiguration = {
    type: 'line',
    data: {
      labels,
      datasets: [
        {
          label: 'First cases on time (%)',
          data: figures.map((figure) => percent(figure.on_time_rate)),
          borderColor: BLUE,
          backgroundColor: BLUE,
          spanGaps: true,
        },
      ],
    },
    options: { scales: { y: { min: 0, max: 100 } } },
  };
  const turnover: ChartConfiguration = {
    type: 'bar',
    data: {
      labels,
      datasets: [
        { label: 'Median turnover (min)', data: figures.map((f) => f.turnover_median_minutes), backgroundColor: BLUE },
        {
          label: 'Average turnover (min)',
          data: figures.map((f) => f.turnover_average_minutes),
          backgroundColor: GREY,
        },
      ],
    },
    options: { scales: { y: { beginAtZero: true } } },
  };
  const durations: ChartConfiguration = {
    type: 'bar',
    data: {
      labels,
      datasets: [
        { label: 'Scheduled (min)', data: figures.map((f) => f.scheduled_minutes), backgroundColor: GREY },
        { label: 'Actual (min)', data: figures.map((f) => f.actual_minutes), backgroundColor: BLUE },
        { label: 'Overruns (cases)', data: figures.map((f) => f.overruns), backgroundColor: ORANGE, yAxisID: 'cases' },
      ],
    },
    options: {
      scales: {
        y: { beginAtZero: true, title: { display: true, text: 'minutes' } },
        cases: {
          position: 'right',
          beginAtZero: true,
          grid: { drawOnChartArea: false },
          title: { display: true, text: 'cases' },
        },
      },
    },
  };
  const byReason: ChartConfiguration = {
    type: 'bar',
    data: {
      labels: reasons,
      datasets: [
        { label: 'Delays', data: reasons.map((r) => metrics.total.delays_by_reason[r] ?? 0), backgroundColor: ORANGE },
        {
          label: 'Cancellations',
          data: reasons.map((r) => metrics.total.cancellations_by_reason[r] ?? 0),
          backgroundColor: GREY,
        },
      ],
    },
    options: {
      indexAxis: 'y',
      scales: { x: { beginAtZero: true, ticks: { precision: 0 } }, y: { ticks: { autoSkip: false } } },
    },
  };

  return { onTime, turnover, durations, byReason };
}

/** The charts of the OR metrics page (loaded on its own, so chart.js stays out of the main bundle). */
export function OrMetricsCharts({ metrics }: { metrics: OrMetrics }) {
  const configs = useMemo(() => chartConfigs(metrics), [metrics]);
  return (
    <div className="or-charts">
      <ChartCanvas label="First-case on-time start rate" config={configs.onTime} />
      <ChartCanvas label="Turnover time" config={configs.turnover} />
      <ChartCanvas label="Scheduled and actual minutes" config={configs.durations} />
      <ChartCanvas label="Delays and cancellations by reason" config={configs.byReason} />
    </div>
  );
}
