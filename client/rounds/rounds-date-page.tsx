import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams, Link } from 'react-router-dom';
import { formatUsDate, normalizeDate } from '../../shared/dates.js';
import { can } from '../../shared/roles.js';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { PrintButton } from '../ui/print-button';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { roundsApi } from './api';
import { RoundsTable } from './rounds-table';
import { RoundsToolbar } from './rounds-toolbar';
import { archivedRoundsOn, useRoundsStore } from './store';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { useRoundsRoom } from './use-rounds-room';
import './rounds.css';

/**
 * /hospital-round-search-date?date=: the archive of that day (entries archived, signed off or
 * discharged that day), live; with the same adding and editing as the main page.
 */
export function RoundsDatePage() {
  const [params] = useSearchParams();
  const date = normalizeDate(params.get('date') ?? '');
  const canWrite = can(
    useSession((state) => state.user?.role),
    'rounds.write',
  );
  const byId = useRoundsStore((state) => state.byId);
  const upsertMany = useRoundsStore((state) => state.upsertMany);
  const rounds = useMemo(() => (date ? archivedRoundsOn(byId, date) : []), [byId, date]);
  const [loading, setLoading] = useState(Boolean(date));
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const { banner, showRefusal } = useRefusalBanner();

  const load = useCallback(() => {
    if (!date) return;
    roundsApi
      .archivedOn(date)
      .then(upsertMany)
      .catch((error: unknown) => console.error('Could not load the rounds of the day', error))
      .finally(() => setLoading(false));
  }, [date, upsertMany]);
  useEffect(load, [load]);
  useRoundsRoom(load);

  return (
    <>
      <TopBar />
      <main className="page rounds">
        <StaleDataNotice />
        <div className="page-heading no-print">
          <h1>{date ? `Hospital Rounds ${formatUsDate(date)}` : 'No Date Selected'}</h1>
          {canWrite && (
            <button
              type="button"
              className="button primary"
              onClick={() => {
                setAdding(true);
                setAdded(null);
              }}
              disabled={adding}
            >
              Add Entries
            </button>
          )}
        </div>
        <RoundsToolbar currentDate={date} />
        {banner && (
          <p className="banner error" role="alert">
            {banner}
          </p>
        )}
        {added && (
          <p className="banner success" role="status">
            {added} was added to the active rounds. <Link to={paths.hospitalRound}>View Hospital Rounds</Link>
          </p>
        )}
        {adding && (
          <RoundsTable
            label="New entry"
            rounds={[]}
            canWrite={canWrite}
            showActions
            adding
            onAdded={(round) => {
              setAdding(false);
              setAdded(`${round.first_name} ${round.last_name}`);
            }}
            onCancelAdd={() => setAdding(false)}
            onRefused={showRefusal}
          />
        )}
        {date && (
          <section id="rounds-archived-day" className="list-section print-section">
            <p className="print-title">Hospital Rounds — Archived — {formatUsDate(date)}</p>
            <div className="list-section-heading no-print">
              <h2>Archived {formatUsDate(date)}</h2>
              <PrintButton targetId="rounds-archived-day" label="Print Archived" />
            </div>
            {loading ? (
              <p className="page-loading">Loading...</p>
            ) : (
              <RoundsTable
                label={`Archived ${formatUsDate(date)}`}
                rounds={rounds}
                canWrite={canWrite}
                showActions={canWrite}
                onRefused={showRefusal}
              />
            )}
          </section>
        )}
      </main>
    </>
  );
}
