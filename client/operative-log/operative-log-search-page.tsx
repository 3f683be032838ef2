import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePracticeToday } from '../lib/practice-clock';
import { can } from '../../shared/roles.js';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { useSession } from '../lib/session';
import { PrintButton } from '../ui/print-button';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { operativeLogApi } from './api';
import { OperativeLogToolbar } from './operative-log-toolbar';
import { OperativeTable } from './operative-table';
import { entriesMatching, useOperativeLogStore } from './store';
import { useOperativeLogRoom } from './use-operative-log-room';
import './operative-log.css';

/** /oparative-log-search?name=: entries whose patient's first or last name contains the name. */
export function OperativeLogSearchPage() {
  const [params] = useSearchParams();
  const name = params.get('name')?.trim() ?? '';
  const today = usePracticeToday();
  const canWrite = can(
    useSession((state) => state.user?.role),
    'operative-log.write',
  );
  const byId = useOperativeLogStore((state) => state.byId);
  const upsertMany = useOperativeLogStore((state) => state.upsertMany);
  const entries = useMemo(() => entriesMatching(byId, name), [byId, name]);
  const [loading, setLoading] = useState(Boolean(name));
  const { banner, showRefusal } = useRefusalBanner();
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(() => {
    if (!name) return;
    operativeLogApi
      .byName(name)
      .then(upsertMany)
      .catch((error: unknown) => {
        console.error('Could not search the operative log', error);
        setLoadError('Failed to search the operative log. Please try again.');
      })
      .finally(() => setLoading(false));
  }, [name, upsertMany]);
  useEffect(load, [load]);
  useOperativeLogRoom(load);

  return (
    <>
      <TopBar />
      <main className="page operative-log">
        <StaleDataNotice />
        <div className="page-heading no-print">
          <h1>{name ? `Operative Log: “${name}”` : 'Operative Log Search'}</h1>
        </div>
        <OperativeLogToolbar key={name} initialName={name} />
        {banner && (
          <p className="banner error" role="alert">
            {banner}
          </p>
        )}
        {loadError && (
          <p className="banner error" role="alert">
            {loadError}
          </p>
        )}
        {!name ? (
          <p>Enter a first or last name to search.</p>
        ) : loading ? (
          <p className="page-loading">Loading...</p>
        ) : (
          <section id="operative-search" className="list-section print-section">
            <p className="print-title">Operative Log — “{name}”</p>
            <div className="list-section-heading no-print">
              <h2>
                {entries.length} {entries.length === 1 ? 'entry' : 'entries'}
              </h2>
              <PrintButton targetId="operative-search" />
            </div>
            <OperativeTable
              label="Matching entries"
              entries={entries}
              showDate
              editable={(entry) => canWrite && entry.created_on === today}
              onRefused={showRefusal}
            />
          </section>
        )}
      </main>
    </>
  );
}
