import { useMemo, useState } from 'react';
import { formatUsDate } from '../../shared/dates.js';
import { usePracticeToday } from '../lib/practice-clock';
import { can } from '../../shared/roles.js';
import { useSession } from '../lib/session';
import { PrintButton } from '../ui/print-button';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { OperativeLogToolbar } from './operative-log-toolbar';
import { OperativeTable } from './operative-table';
import { StatsPanel } from './stats-panel';
import { entriesOn, useOperativeLogStore } from './store';
import { useOperativeLogRoom } from './use-operative-log-room';
import './operative-log.css';

/** /oparative-log: today's entries (add and edit happen only today) and the yearly statistics, live. */
export function OperativeLogPage() {
  useOperativeLogRoom();
  const today = usePracticeToday();
  const canWrite = can(
    useSession((state) => state.user?.role),
    'operative-log.write',
  );
  const byId = useOperativeLogStore((state) => state.byId);
  const loaded = useOperativeLogStore((state) => state.loaded);
  const entries = useMemo(() => entriesOn(byId, today), [byId, today]);
  const [adding, setAdding] = useState(false);
  const { banner, showRefusal } = useRefusalBanner();

  return (
    <>
      <TopBar />
      <main className="page operative-log">
        <StaleDataNotice />
        <div className="page-heading no-print">
          <h1>Operative Log {formatUsDate(today)}</h1>
          {canWrite && (
            <button type="button" className="button primary" onClick={() => setAdding(true)} disabled={adding}>
              Add New Entry
            </button>
          )}
        </div>
        <OperativeLogToolbar currentDate={today} />
        {banner && (
          <p className="banner error" role="alert">
            {banner}
          </p>
        )}
        <section id="operative-today" className="list-section print-section">
          <p className="print-title">Operative Log — {formatUsDate(today)}</p>
          <div className="list-section-heading no-print">
            <h2>Entries of {formatUsDate(today)}</h2>
            <PrintButton targetId="operative-today" />
          </div>
          {!loaded ? (
            <p className="page-loading">Loading...</p>
          ) : (
            <OperativeTable
              label="Operative log entries"
              entries={entries}
              editable={() => canWrite}
              adding={adding}
              onAdded={() => setAdding(false)}
              onCancelAdd={() => setAdding(false)}
              onRefused={showRefusal}
            />
          )}
        </section>
        <StatsPanel />
      </main>
    </>
  );
}
