import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { can } from '../../shared/roles.js';
import { useNameSearch } from '../lib/use-name-search';
import { useSession } from '../lib/session';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { EditEntriesToggle } from '../ui/edit-entries-toggle';
import { RecordsPageFrame } from '../ui/records-page-frame';
import { NAME_TOO_SHORT_TEXT, SearchLimitBanner } from '../ui/search-limit-banner';
import { roundsApi } from './api';
import { RoundsTable } from './rounds-table';
import { RoundsToolbar } from './rounds-toolbar';
import { roundsMatching, useRoundsStore } from './store';
import { useRoundsRoom } from './use-rounds-room';
import './rounds.css';

const FAILURE = { log: 'Could not search the rounds', message: 'Failed to search the rounds. Please try again.' };

/**
 * /hospital-round-search?name= and /search-by-name?name=: every entry (active or archived)
 * whose first or last name contains the name, newest change first, asked of the server a page
 * at a time (it says when it stopped at its limit); Edit Entries mode.
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
  const { tooShort, loading, loadError, load, nextOffset, moreFailed, handleMore } = useNameSearch(
    name,
    roundsApi.byName,
    upsertMany,
    FAILURE,
  );
  useRoundsRoom(load);
  const [editMode, setEditMode] = useState(false);
  const { banner, showRefusal } = useRefusalBanner();

  return (
    <RecordsPageFrame
      className="rounds"
      heading={name ? `Hospital Rounds: “${name}”` : 'Hospital Rounds Search'}
      printHeading
      headingActions={canWrite && <EditEntriesToggle on={editMode} onToggle={setEditMode} />}
      toolbar={<RoundsToolbar key={name} initialName={name} />}
      errors={[banner, loadError]}
    >
      {!name ? (
        <p>Enter a first or last name to search.</p>
      ) : tooShort ? (
        <p>{NAME_TOO_SHORT_TEXT}</p>
      ) : loading ? (
        <p className="page-loading">Loading...</p>
      ) : (
        <>
          {nextOffset !== null && (
            <SearchLimitBanner name={name} shown={nextOffset} failed={moreFailed} onMore={() => void handleMore()} />
          )}
          <RoundsTable
            label="Matching rounds"
            rounds={rounds}
            canWrite={canWrite}
            showActions={canWrite && editMode}
            showUpdated
            onRefused={(error) => showRefusal(error)}
          />
        </>
      )}
    </RecordsPageFrame>
  );
}
