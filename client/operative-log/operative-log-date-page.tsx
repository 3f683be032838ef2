import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatUsDate, normalizeDate } from '../../shared/dates.js';
import { useRefusalBanner } from '../lib/use-refusal-banner';
import { PrintButton } from '../ui/print-button';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { operativeLogApi } from './api';
import { OperativeLogToolbar } from './operative-log-toolbar';
import { OperativeTable } from './operative-table';
import { entriesOn, useOperativeLogStore } from './store';
import { useOperativeLogRoom } from './use-operative-log-room';
import './operative-log.css';

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
  const [loading, setLoading] = useState(Boolean(date));
  const [editMode, setEditMode] = useState(false);
  const [adding, setAdding] = useState(false);
  const { banner, showRefusal } = useRefusalBanner();
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(() => {
    if (!date) return;
    operativeLogApi
      .byDate(date)
      .then((result) => {
        upsertMany(result.data);
        setCanEdit(result.canEdit);
      })
      .catch((error: unknown) => {
        console.error('Could not load the operative log of the day', error);
        setLoadError('Failed to load the operative log of this day. Please try again.');
      })
      .finally(() => setLoading(false));
  }, [date, upsertMany]);
  useEffect(load, [load]);
  useOperativeLogRoom(load);

  return (
    <>
      <TopBar />
      <main className="page operative-log">
        <StaleDataNotice />
        <div className="page-heading no-print">
          <h1>{date ? `Operative Log ${formatUsDate(date)}` : 'No Date Selected'}</h1>
          {canEdit && (
            <div className="top-bar-actions">
              <button
                type="button"
                className="button secondary"
                aria-pressed={editMode}
                onClick={() => setEditMode(!editMode)}
              >
                {editMode ? 'Done Editing' : 'Edit Entries'}
              </button>
              <button type="button" className="button primary" onClick={() => setAdding(true)} disabled={adding}>
                Add New Entry
              </button>
            </div>
          )}
        </div>
        <OperativeLogToolbar currentDate={date} />
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
        {date && (
          <section id="operative-day" className="list-section print-section">
            <p className="print-title">Operative Log — {formatUsDate(date)}</p>
            <div className="list-section-heading no-print">
              <h2>Entries of {formatUsDate(date)}</h2>
              <PrintButton targetId="operative-day" />
            </div>
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
          </section>
        )}
      </main>
    </>
  );
}
