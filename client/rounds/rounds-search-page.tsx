import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { can } from '../../shared/roles.js';
import { useSession } from '../lib/session';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { roundsApi } from './api';
import { RoundsTable } from './rounds-table';
import { RoundsToolbar } from './rounds-toolbar';
import { roundsMatching, useRoundsStore } from './store';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { useRoundsRoom } from './use-rounds-room';
import './rounds.css';

/**
 * /hospital-round-search?name= and /search-by-name?name=: every entry (active or archived)
 * whose first or last name contains the name, newest change first; Edit Entries mode.
 */
export function RoundsSearchPage() {
  const [params] = useSearchParams();
  const name = params.get('name')?.trim() ?? '';
  const canWrite = can(
    useSession((state) => state.user?.role),
    'rounds.write',
  );
  const byId = useRoundsStore((state) => state.byId);
  const upsertMany = useRoundsStore((state) => state.upsertMany);
  const rounds = useMemo(() => roundsMatching(byId, name), [byId, name]);
  const [loading, setLoading] = useState(true);
  const [editMode, setEditMode] = useState(false);
  const { banner, showRefusal } = useRefusalBanner();

  const load = useCallback(() => {
    roundsApi
      .all()
      .then(upsertMany)
      .catch((error: unknown) => console.error('Could not load the rounds', error))
      .finally(() => setLoading(false));
  }, [upsertMany]);
  useEffect(load, [load]);
  useRoundsRoom(load);

  return (
    <>
      <TopBar />
      <main className="page rounds">
        <StaleDataNotice />
        <div className="page-heading">
          <h1>{name ? `Hospital Rounds: “${name}”` : 'Hospital Rounds Search'}</h1>
          {canWrite && (
            <button
              type="button"
              className="button secondary"
              aria-pressed={editMode}
              onClick={() => setEditMode(!editMode)}
            >
              {editMode ? 'Done Editing' : 'Edit Entries'}
            </button>
          )}
        </div>
        <RoundsToolbar key={name} initialName={name} />
        {banner && (
          <p className="banner error" role="alert">
            {banner}
          </p>
        )}
        {loading ? (
          <p className="page-loading">Loading...</p>
        ) : name ? (
          <RoundsTable
            label="Matching rounds"
            rounds={rounds}
            canWrite={canWrite}
            showActions={canWrite && editMode}
            showUpdated
            onRefused={(error) => showRefusal(error)}
          />
        ) : (
          <p>Enter a first or last name to search.</p>
        )}
      </main>
    </>
  );
}
