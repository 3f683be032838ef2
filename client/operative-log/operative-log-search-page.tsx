import { useMemo, useState } from 'react';
import { OPERATIVE_NAME_PAGE } from '../../shared/schemas/operative-log.js';
import { useSearchParams } from 'react-router-dom';
import { usePracticeToday } from '../lib/practice-clock';
import { can } from '../../shared/roles.js';
import { useListQuery } from '../lib/use-list-query';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { useSession } from '../lib/session';
import { PrintSection } from '../ui/print-section';
import { RecordsPageFrame } from '../ui/records-page-frame';
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
  const [nextOffset, setNextOffset] = useState<number | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  const pageRead = (offset: number) => (list: Awaited<ReturnType<typeof operativeLogApi.byName>>) => {
    setNextOffset(list.length === OPERATIVE_NAME_PAGE ? offset + OPERATIVE_NAME_PAGE : null);
    return list;
  };
  const fetch = useMemo(() => (name ? () => operativeLogApi.byName(name).then(pageRead(0)) : null), [name]);
  const handleMore = async () => {
    if (nextOffset === null) return;
    setMoreFailed(false);
    try {
      upsertMany(await operativeLogApi.byName(name, nextOffset).then(pageRead(nextOffset)));
    } catch {
      setMoreFailed(true);
    }
  };
  const { loading, loadError, load } = useListQuery(fetch, upsertMany, FAILURE);
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
      ) : loading ? (
        <p className="page-loading">Loading...</p>
      ) : (
        <PrintSection
          id="operative-search"
          printTitle={`Operative Log — “${name}”`}
          heading={`${entries.length}${nextOffset === null ? '' : '+'} ${entries.length === 1 ? 'entry' : 'entries'}`}
        >
          {nextOffset !== null && (
            <p className="banner" role="status">
              Showing the first {nextOffset} matches; more entries match “{name}”.{' '}
              <button type="button" className="button secondary small" onClick={handleMore}>
                Show {OPERATIVE_NAME_PAGE} more
              </button>
              {moreFailed && ' Could not load more. Please try again.'}
            </p>
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
