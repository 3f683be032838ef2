import { Link, useSearchParams } from 'react-router-dom';
import { formatUsDate, monthOf, monthTitle, normalizeMonth } from '../../shared/dates.js';
import { practiceToday } from '../lib/practice-clock';
import { useUnsavedChangesGuard } from '../lib/use-unsaved-changes-guard';
import { EditorMonthTabs } from './editor-month-tabs';
import { paths } from '../lib/paths';
import { BlockMonthHistory } from './block-month-history';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { BlockEditorGrid } from './block-editor-grid';
import { dirtyMonths, isDirty, useBlockDrafts, type Draft } from './editor-draft';
import { EffectiveDateForm } from './effective-date-form';
import { useBlockTimeStore } from './store';
import { useBlockEditor } from './use-block-editor';
import './block-time.css';

const describePair = (pair: string) => `${pair.split(' ')[0]} ${formatUsDate(pair.split(' ')[1]!)}`;
const hasBlocks = (draft: Draft) =>
  Object.values(draft.base.locations).some((byDate) => Object.keys(byDate).length > 0);

const hasUnsavedBlocks = () => dirtyMonths(useBlockDrafts.getState().drafts).length > 0;
const leaveQuestion = () =>
  `You have unsaved block time changes (${dirtyMonths(useBlockDrafts.getState().drafts).map(monthTitle).join(', ')}). Leave this page and lose them?`;
const discardBlockDrafts = () => useBlockDrafts.getState().discardAll();

/** /edit-block-calender[?month=YYYY-MM]: month tabs across the year, the editable grid (drafts kept per month), the effective date. */
export function EditBlockCalendarPage() {
  const thisMonth = monthOf(practiceToday());
  const [params, setParams] = useSearchParams();
  const month = normalizeMonth(params.get('month') ?? '') ?? thisMonth;
  const setMonth = (value: string) => setParams({ month: value }, { replace: true });
  const { status, draft, saving, message, save, tick, edit, copyLastMonth } = useBlockEditor(month);
  const dirtyList = useBlockDrafts((state) => dirtyMonths(state.drafts).join(','));
  const others = dirtyList ? dirtyList.split(',').filter((other) => other !== month) : [];
  useUnsavedChangesGuard(hasUnsavedBlocks, leaveQuestion, discardBlockDrafts);
  const effective = useBlockTimeStore((state) => state.effectiveDates[0]?.formatted_date);

  return (
    <>
      <TopBar />
      <main className="page block-page">
        <StaleDataNotice />
        <div className="block-edit-heading">
          <h1>Block Time Calendar</h1>
          <Link className="button secondary" to={paths.monthlySchedule}>
            Call Calendar View
          </Link>
          <Link className="button secondary" to={`${paths.blockCalendar}?month=${month}`}>
            View
          </Link>{' '}
          <BlockMonthHistory month={month} />
          <button type="button" className="button primary" disabled={saving || !draft} onClick={save}>
            {saving ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
        <EditorMonthTabs thisMonth={thisMonth} month={month} onChange={setMonth} />
        {others.length > 0 && <p className="muted">Unsaved changes also in: {others.map(monthTitle).join(', ')}.</p>}
        <p className="effective-line">Effective Start Date: {effective ?? 'not set'}</p>
        {message && (
          <p
            className={message.kind === 'success' ? 'success-text' : 'error-text'}
            role={message.kind === 'success' ? 'status' : 'alert'}
          >
            {message.text}
          </p>
        )}
        {!draft && status === 'refused' && (
          <p className="error-text" role="alert">
            Failed to load data for the selected month.
          </p>
        )}
        {!draft && status !== 'refused' && <p className="muted">Loading...</p>}
        {draft && !hasBlocks(draft) && (
          <p className="muted">
            No data found for the selected month.{' '}
            <button type="button" className="button secondary" disabled={saving} onClick={copyLastMonth}>
              Copy last month&apos;s pattern
            </button>
          </p>
        )}
        {draft && draft.othersChanged.length > 0 && isDirty(draft) && (
          <p className="block-notice" role="status">
            Someone else saved changes to {draft.othersChanged.map(describePair).join(', ')} while you were editing.
            Your unsaved changes are kept; those dates are marked.
          </p>
        )}
        {draft && <BlockEditorGrid month={month} draft={draft} disabled={saving} onTick={tick} onField={edit} />}
        <EffectiveDateForm />
      </main>
    </>
  );
}
