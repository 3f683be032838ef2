import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatUsDate, normalizeDate } from '../../shared/dates.js';
import type { OperativeDateResult } from '../../shared/schemas/operative-log.js';
import { useListQuery } from '../lib/use-list-query';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { PrintSection } from '../ui/print-section';
import { EditEntriesToggle } from '../ui/edit-entries-toggle';
import { RecordsPageFrame } from '../ui/records-page-frame';
import { operativeLogApi } from './api';
import { OperativeLogToolbar } from './operative-log-toolbar';
import { OperativeTable } from './operative-table';
import { entriesOn, useOperativeLogStore } from './store';
import { useOperativeLogRoom } from './use-operative-log-room';
import './operative-log.css';

const FAILURE = {
  log: 'Could not load the operative log of the day',
  message: 'Failed to load the operative log of this day. Please try again.',
};

/**
 * /oparative-log-search-date?date=: that day's entries. Edit Entries (and adding) only when
 * the server says canEdit, i.e. on today's page for those who may write.
 */
export function OperativeLogDatePage() {
  const [params] = useSearchParams();
  const date = normalizeDate(params.get('date') ?? '');
  const byId = useOperativeLogStore((state) => state.byId);
  const upsertMany = useOperativeLogStore((state) => state.upsertMany);
  const entries = useMemo(() => (date ? entriesOn(byId, date) : []), [byId, date]);
  const [canEdit, setCanEdit] = useState(false);
  const fetch = useMemo(() => (date ? () => operativeLogApi.byDate(date) : null), [date]);
  const apply = useCallback(
    (result: OperativeDateResult) => {
      upsertMany(result.data);
      setCanEdit(result.canEdit);
    },
    [upsertMany],
  );
  const { loading, loadError, load } = useListQuery(fetch, apply, FAILURE);
  useOperativeLogRoom(load);
  const [editMode, setEditMode] = useState(false);
  const [adding, setAdding] = useState(false);
  const { banner, showRefusal } = useRefusalBanner();

  return (
    <RecordsPageFrame
      className="operative-log"
      heading={date ? `Operative Log ${formatUsDate(date)}` : 'No Date Selected'}
      headingActions={
        canEdit && (
          <div className="top-bar-actions">
            <EditEntriesToggle on={editMode} onToggle={setEditMode} />
            <button type="button" className="button primary" onClick={() => setAdding(true)} disabled={adding}>
              Add New Entry
            </button>
          </div>
        )
      }
      toolbar={<OperativeLogToolbar currentDate={date} />}
      errors={[banner, loadError]}
    >
      {date && (
        <PrintSection
          id="operative-day"
          printTitle={`Operative Log — ${formatUsDate(date)}`}
          heading={`Entries of ${formatUsDate(date)}`}
        >
          {loading ? (
            <p className="page-loading">Loading...</p>
          ) : (
            <OperativeTable
              label="Operative log entries"
              entries={entries}
              editable={() => canEdit && editMode}
              adding={adding && canEdit}
              onAdded={() => setAdding(false)}
              onCancelAdd={() => setAdding(false)}
              onRefused={showRefusal}
            />
          )}
        </PrintSection>
      )}
    </RecordsPageFrame>
  );
}
