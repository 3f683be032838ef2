import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatUsDate, MONTH_ABBREVIATIONS, monthOf, pad2, todayIso } from '../../shared/dates.js';
import { paths } from '../lib/paths';
import { BlockMonthHistory } from '../audit/block-month-history';
import { TopBar } from '../ui/top-bar';
import { BlockEditorGrid } from './block-editor-grid';
import { isDirty, type Draft } from './editor-draft';
import { EffectiveDateForm } from './effective-date-form';
import { useBlockTimeStore } from './store';
import { useBlockEditor } from './use-block-editor';
import './block-time.css';

const describePair = (pair: string) => `${pair.split(' ')[0]} ${formatUsDate(pair.split(' ')[1]!)}`;
const hasBlocks = (draft: Draft) => Object.values(draft.base.locations).some((byDate) => Object.keys(byDate).length > 0);

/** /edit-block-calender: month tabs of the current year, the editable grid, the effective date. */
export function EditBlockCalendarPage() {
  const thisMonth = monthOf(todayIso());
  const year = thisMonth.slice(0, 4);
  const [month, setMonth] = useState(thisMonth);
  const { status, draft, saving, message, save, tick, edit } = useBlockEditor(month);
  const effective = useBlockTimeStore((state) => state.effectiveDates[0]?.formatted_date);

  return (
    <>
      <TopBar />
      <main className="page block-page">
        <div className="block-edit-heading">
          <h1>Block Time Calendar</h1>
          <Link className="button secondary" to={paths.monthlySchedule}>Call Calendar View</Link>
          <Link className="button secondary" to={`${paths.blockCalendar}?month=${month}`}>View</Link> <BlockMonthHistory month={month} />
          <button type="button" className="button primary" disabled={saving || !draft} onClick={save}>
            {saving ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
        <div className="month-tabs" role="tablist" aria-label="Months">
          {MONTH_ABBREVIATIONS.map((label, index) => {
            const value = `${year}-${pad2(index + 1)}`;
            return (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={value === month}
                className={value === thisMonth ? 'current' : ''}
                onClick={() => setMonth(value)}
              >
                {label}
              </button>
            );
          })}
        </div>
        <p className="effective-line">Effective Start Date: {effective ?? 'not set'}</p>
        {message && (
          <p className={message.kind === 'success' ? 'success-text' : 'error-text'} role={message.kind === 'success' ? 'status' : 'alert'}>
            {message.text}
          </p>
        )}
        {!draft && status === 'refused' && <p className="error-text" role="alert">Failed to load data for the selected month.</p>}
        {!draft && status !== 'refused' && <p className="muted">Loading...</p>}
        {draft && !hasBlocks(draft) && <p className="muted">No data found for the selected month.</p>}
        {draft && draft.othersChanged.length > 0 && isDirty(draft) && (
          <p className="block-notice" role="status">
            Someone else saved changes to {draft.othersChanged.map(describePair).join(', ')} while you were editing. Your unsaved
            changes are kept; those dates are marked.
          </p>
        )}
        {draft && <BlockEditorGrid month={month} draft={draft} disabled={saving} onTick={tick} onField={edit} />}
        <EffectiveDateForm />
      </main>
    </>
  );
}
