import { useMemo, useState } from 'react';
import { formatUsDate } from '../../shared/dates.js';
import { usePracticeToday } from '../lib/practice-clock';
import { can } from '../../shared/roles.js';
import { useSession } from '../lib/session';
import { PrintButton } from '../ui/print-button';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { RoundsTable } from './rounds-table';
import { RoundsToolbar } from './rounds-toolbar';
import { activeRounds, archivedRoundsOn, useRoundsStore } from './store';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { useRoundsRoom } from './use-rounds-room';
import './rounds.css';

/** /hospital-round: today's active patients, and what left the list today, both live. */
export function RoundsPage() {
  useRoundsRoom();
  const today = usePracticeToday();
  const canWrite = can(
    useSession((state) => state.user?.role),
    'rounds.write',
  );
  const byId = useRoundsStore((state) => state.byId);
  const loaded = useRoundsStore((state) => state.loaded);
  const active = useMemo(() => activeRounds(byId), [byId]);
  const archived = useMemo(() => archivedRoundsOn(byId, today), [byId, today]);
  const [adding, setAdding] = useState(false);
  const { banner, showRefusal } = useRefusalBanner();

  return (
    <>
      <TopBar />
      <main className="page rounds">
        <StaleDataNotice />
        <div className="page-heading no-print">
          <h1>Hospital Rounds {formatUsDate(today)}</h1>
          {canWrite && (
            <button type="button" className="button primary" onClick={() => setAdding(true)} disabled={adding}>
              Add Entries
            </button>
          )}
        </div>
        <RoundsToolbar />
        {banner && (
          <p className="banner error" role="alert">
            {banner}
          </p>
        )}
        {!loaded ? (
          <p className="page-loading">Loading...</p>
        ) : (
          <>
            <section id="rounds-active" className="list-section print-section">
              <p className="print-title">Hospital Rounds — Active Patients — {formatUsDate(today)}</p>
              <div className="list-section-heading no-print">
                <h2>Active Patients</h2>
                <PrintButton targetId="rounds-active" label="Print Active" />
              </div>
              <RoundsTable
                label="Active patients"
                rounds={active}
                canWrite={canWrite}
                showActions={canWrite}
                adding={adding}
                onAdded={() => setAdding(false)}
                onCancelAdd={() => setAdding(false)}
                onRefused={showRefusal}
              />
            </section>
            <section id="rounds-archived-today" className="list-section print-section">
              <p className="print-title">Hospital Rounds — Archived — {formatUsDate(today)}</p>
              <div className="list-section-heading no-print">
                <h2>Archived {formatUsDate(today)}</h2>
                <PrintButton targetId="rounds-archived-today" label="Print Archived" />
              </div>
              <RoundsTable
                label="Archived today"
                rounds={archived}
                canWrite={canWrite}
                showActions={canWrite}
                onRefused={showRefusal}
              />
            </section>
          </>
        )}
      </main>
    </>
  );
}
