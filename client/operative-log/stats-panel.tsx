import { useEffect, useMemo, useState } from 'react';
import { MONTH_ABBREVIATIONS } from '../../shared/dates.js';
import { practiceYear } from '../lib/practice-clock';
import { PrintButton } from '../ui/print-button';
import { operativeLogApi } from './api';
import { buildStatsTable, formatCell } from './stats-table';
import { useOperativeLogStore } from './store';

/**
 * 'Operations to Date this Year': surgeons by month, `primary/assist` per cell, with a Total
 * column and row. The current year follows the room's pushes; other years are fetched.
 * "Print statistics" prints the panel alone, on its own page(s); other prints leave it out.
 */
export function StatsPanel() {
  const currentYear = practiceYear();
  const [year, setYear] = useState(currentYear);
  const stats = useOperativeLogStore((state) => state.statsByYear[year]);
  const setStats = useOperativeLogStore((state) => state.setStats);
  const table = useMemo(() => (stats ? buildStatsTable(stats) : null), [stats]);

  useEffect(() => {
    if (year === currentYear) return; // the room's snapshot and pushes keep it
    operativeLogApi
      .stats(year)
      .then(setStats)
      .catch((error: unknown) => console.error('Could not load the statistics', error));
  }, [year, currentYear, setStats]);

  return (
    <section id="operative-stats" className="stats-panel print-section" aria-labelledby="stats-title">
      <div className="stats-heading">
        <h2 id="stats-title">Operations to Date this Year</h2>
        <div className="year-stepper">
          <button
            type="button"
            className="arrow"
            aria-label="Previous year"
            onClick={() => setYear(year - 1)}
            disabled={year <= 2000}
          >
            ‹
          </button>
          <span aria-live="polite" aria-label="Year">
            {year}
          </span>
          <button
            type="button"
            className="arrow"
            aria-label="Next year"
            onClick={() => setYear(year + 1)}
            disabled={year >= currentYear}
          >
            ›
          </button>
        </div>
        {table && <PrintButton targetId="operative-stats" label="Print statistics" />}
      </div>
      {!table ? (
        <p className="page-loading">Loading...</p>
      ) : (
        // It scrolls sideways on a phone: keyboard users reach it too.
        <div className="stats-scroll" tabIndex={0} role="group" aria-label={`Operations ${year}, scrolls sideways`}>
          <table className="data-table stats-table" aria-label={`Operations ${year}`}>
            <thead>
              <tr>
                <th scope="col">Surgeon</th>
                {MONTH_ABBREVIATIONS.map((month) => (
                  <th key={month} scope="col">
                    {month.replace('.', '')}
                  </th>
                ))}
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  {row.months.map((cell, index) => (
                    <td key={index}>{formatCell(cell)}</td>
                  ))}
                  <td className="total">{formatCell(row.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                {table.monthTotals.map((cell, index) => (
                  <td key={index}>{formatCell(cell)}</td>
                ))}
                <td className="total">{formatCell(table.total)}</td>
              </tr>
            </tfoot>
          </table>
          <p className="stats-legend">Each cell: operations as primary surgeon / as assistant.</p>
        </div>
      )}
    </section>
  );
}
