import { useMemo, useState } from 'react';
import { useSearchParams, Link } from 'react-router-dom';
import { formatUsDate, normalizeDate } from '../../shared/dates.js';
import { can } from '../../shared/roles.js';
import { paths } from '../lib/paths';
import { useListQuery } from '../lib/use-list-query';
import { useSession } from '../lib/session';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { PrintSection } from '../ui/print-section';
import { RecordsPageFrame } from '../ui/records-page-frame';
import { roundsApi } from './api';
import { RoundsTable } from './rounds-table';
import { RoundsToolbar } from './rounds-toolbar';
import { archivedRoundsOn, useRoundsStore } from './store';
import { useRoundsRoom } from './use-rounds-room';
import './rounds.css';

const FAILURE = { log: 'Could not load the rounds of the day' };

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
  const fetch = useMemo(() => (date ? () => roundsApi.archivedOn(date) : null), [date]);
  const { loading, load } = useListQuery(fetch, upsertMany, FAILURE);
  useRoundsRoom(load);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const { banner, showRefusal } = useRefusalBanner();

  return (
    <RecordsPageFrame
      className="rounds"
      heading={date ? `Hospital Rounds ${formatUsDate(date)}` : 'No Date Selected'}
      headingActions={
        canWrite && (
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
        )
      }
      toolbar={<RoundsToolbar currentDate={date} />}
      errors={[banner]}
    >
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
        <PrintSection
          id="rounds-archived-day"
          printTitle={`Hospital Rounds — Archived — ${formatUsDate(date)}`}
          heading={`Archived ${formatUsDate(date)}`}
          printLabel="Print Archived"
        >
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
        </PrintSection>
      )}
    </RecordsPageFrame>
  );
}
