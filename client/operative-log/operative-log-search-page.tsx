import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePracticeToday } from '../lib/practice-clock';
import { can } from '../../shared/roles.js';
import { useNameSearch } from '../lib/use-name-search';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { useSession } from '../lib/session';
import { PrintSection } from '../ui/print-section';
import { RecordsPageFrame } from '../ui/records-page-frame';
import { NAME_TOO_SHORT_TEXT, SearchLimitBanner } from '../ui/search-limit-banner';
import { operativeLogApi } from './api';
import { OperativeLogToolbar } from './operative-log-toolbar';
import { OperativeTable } from './operative-table';
import { entriesMatching, useOperativeLogStore } from './store';
import { useOperativeLogRoom } from './use-operative-log-room';
import './operative-log.css';

const FAILURE = {
  log: 'Could not search the operative log',
  message: 'Failed to search the operative log. Please try again.',
};

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
  // The server answers a page at a time: say when it stopped at its limit, and offer the rest.
  const { tooShort, loading, loadError, load, nextOffset, moreFailed, handleMore } = useNameSearch(
    name,
    operativeLogApi.byName,
    upsertMany,
    FAILURE,
  );
  useOperativeLogRoom(load);
  const { banner, showRefusal } = useRefusalBanner();

  return (
    <RecordsPageFrame
      className="operative-log"
      heading={name ? `Operative Log: “${name}”` : 'Operative Log Search'}
      toolbar={<OperativeLogToolbar key={name} initialName={name} />}
      errors={[banner, loadError]}
    >
      {!name ? (
        <p>Enter a first or last name to search.</p>
      ) : tooShort ? (
        <p>{NAME_TOO_SHORT_TEXT}</p>
      ) : loading ? (
        <p className="page-loading">Loading...</p>
      ) : (
        <PrintSection
          id="operative-search"
          printTitle={`Operative Log — “${name}”`}
          heading={`${entries.length}${nextOffset === null ? '' : '+'} ${entries.length === 1 ? 'entry' : 'entries'}`}
        >
          {nextOffset !== null && (
            <SearchLimitBanner name={name} shown={nextOffset} failed={moreFailed} onMore={() => void handleMore()} />
          )}
          <OperativeTable
            label="Matching entries"
            entries={entries}
            showDate
            editable={(entry) => canWrite && entry.created_on === today}
            onRefused={showRefusal}
          />
        </PrintSection>
      )}
    </RecordsPageFrame>
  );
}
