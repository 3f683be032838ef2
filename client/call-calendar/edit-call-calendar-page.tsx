import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CalendarEntryInput, CallEntry } from '../../shared/schemas/call-calendar.js';
import { fieldsOrServerWords } from '../lib/save-outcome';
import { useSave } from '../lib/use-save';
import { ScheduleWarnings } from '../ui/schedule-warnings';
import { problemsOfEdits } from './day-rules';
import { paths, withDate } from '../lib/paths';
import { useSession } from '../lib/session';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { callCalendarApi } from './api';
import { changesToSave, conflictsOfDay, unsavedMonths, useEditDraft } from './edit-draft';
import { useUnsavedChangesGuard } from '../lib/use-unsaved-changes-guard';
import { EditDay } from './edit-day';
import type { CellAddon } from './day-view';
import { MonthGrid } from './month-grid';
import { datesOfMonth, monthTitle } from '../../shared/dates.js';
import { MonthNav } from './month-nav';
import { InitialsLegend } from './initials-legend';
import { firstDayToEdit, PhoneDayForm, PhoneDayPicker } from './phone-day-editor';
import { usePracticeToday } from '../lib/practice-clock';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query';
import { GRID_KEYS_HINT, useGridNavigation } from './use-grid-navigation';
import { OfficePanel } from './office-panel';
import { useCallMonthStore } from './store';
import { TimeOffForm } from './time-off-form';
import { useCallMonthRoom } from './use-call-month-room';
import { useClosureRemovals } from './use-closure-removals';
import { useEditPresence } from './use-edit-presence';
import { useMonthParam } from './use-month-param';
import { useMonthGridFits } from './use-month-grid-fits';
import './call-calendar.css';
import './call-calendar-edit.css';

const hasUnsavedDrafts = () => unsavedMonths(useEditDraft.getState()).length > 0;
const leaveQuestion = () =>
  `You have unsaved call calendar changes (${unsavedMonths(useEditDraft.getState()).map(monthTitle).join(', ')}). Leave this page and lose them?`;
const discardDrafts = () => useEditDraft.getState().discardAll();

const CONFLICT_MESSAGE =
  'Someone else saved some of these days first, so nothing was saved. Cells marked Conflict show what they hold now.';

/**
 * /edit-call-calender. Composed in by the app: `blockTimeSlot`, the month's block-time table;
 * `requestsSlot`, the month's pending call and time-off requests; `slotAddon`, what a call cell shows besides its select;
 * `toolsSlot`, tools under the month's grid, by the save bar (suggested fill); `save` and `savedNowOf`, how
 * Save Changes writes and reads a 409 (the calendar's own save unless the app composes another in).
 */
export function EditCallCalendarPage({
  blockTimeSlot,
  requestsSlot,
  slotAddon,
  toolsSlot,
  save = callCalendarApi.saveEntries,
  savedNowOf = callCalendarApi.savedNowOf,
}: {
  blockTimeSlot?: (month: string) => ReactNode;
  requestsSlot?: (month: string) => ReactNode;
  slotAddon?: CellAddon;
  toolsSlot?: (month: string) => ReactNode;
  save?: (changes: CalendarEntryInput[], acknowledgeWarnings: boolean) => Promise<CallEntry[]>;
  /** The days as saved now, when `save` was refused (409) because someone saved some first. */
  savedNowOf?: (error: unknown) => CallEntry[] | undefined;
}) {
  const [month, setMonth] = useMonthParam();
  const status = useCallMonthRoom(month);
  useClosureRemovals();
  useEditPresence(month, status === 'live');
  const loaded = useCallMonthStore((state) => state.loaded);
  const edits = useEditDraft((state) => state.edits);
  const navigate = useNavigate();
  const [conflicted, setConflicted] = useState(false);
  const entries = useCallMonthStore((state) => state.entries);
  const closures = useCallMonthStore((state) => state.closures);
  const surgeons = useCallMonthStore((state) => state.surgeons);
  const problems = problemsOfEdits(edits, entries, closures, surgeons);
  const conflicts = Object.keys(edits).flatMap((date) => conflictsOfDay(edits, entries, date)).length;
  const phone = useMediaQuery(PHONE_QUERY);
  // A phone, or a window too narrow for the month's cells to hold whole initials (zoomed in), edits a day at a time.
  const grid = useMonthGridFits('table.cc-edit-grid');
  const oneDay = phone || !grid.fits;
  const today = usePracticeToday();
  const firstDay = firstDayToEdit(month, today);
  const [phoneDay, setPhoneDay] = useState(firstDay);
  const [saved, setSaved] = useState('');
  const navigation = useGridNavigation(datesOfMonth(month), firstDay);

  const unsavedList = useEditDraft((state) => unsavedMonths(state).join(','));
  const unsaved = unsavedList ? unsavedList.split(',') : [];
  useUnsavedChangesGuard(hasUnsavedDrafts, leaveQuestion, discardDrafts);

  const write = useSave(
    async (changes: CalendarEntryInput[], acknowledge: boolean) => ({
      days: changes.length,
      saved: await save(changes, acknowledge),
    }),
    {
      onSaved: ({ days, saved }) => {
        useCallMonthStore.getState().upsertEntries(saved);
        useEditDraft.getState().clear();
        // The one-day editor stays for the next day; the month's grid goes back to the month.
        if (oneDay) setSaved(`Saved ${days} day(s).`);
        else navigate(withDate(paths.monthlySchedule, `${month}-01`));
      },
      onRefused: (error) => {
        const savedNow = savedNowOf(error);
        if (savedNow) {
          useCallMonthStore.getState().upsertEntries(savedNow);
          setConflicted(true);
        }
        return savedNow !== undefined;
      },
      refusalOf: fieldsOrServerWords('Failed to update month data. Please try again.'),
    },
  );

  const { saving, warnings, reset } = write;
  const refusal = write.refusal ?? (conflicted ? CONFLICT_MESSAGE : null);
  const messages = refusal ? [refusal] : Object.values(write.fieldErrors);

  useEffect(() => {
    useEditDraft.getState().switchMonth(month);
    setSaved('');
    setConflicted(false);
    reset();
  }, [month, reset]);

  useEffect(() => setPhoneDay(firstDay), [firstDay]);

  const changedDays = Object.keys(edits).length;

  const handleSave = () => {
    const changes = changesToSave(edits, useCallMonthStore.getState().entries);
    if (changes.length === 0 || problems.length > 0) return;
    setSaved('');
    setConflicted(false);
    void write.run(changes);
  };

  return (
    <>
      <TopBar />
      <main className="page cc-page">
        <StaleDataNotice />
        <div className="page-heading">
          <h1>Edit Call Calendar · {monthTitle(month)}</h1>
          <EditorsPresent />
        </div>
        <MonthNav month={month} onChange={setMonth} />
        {status === 'offline' && (
          <p className="banner error">Offline: others' changes will show when the connection is back.</p>
        )}
        <div ref={grid.frameRef}>
          {!loaded ? (
            <p className="page-loading">Loading...</p>
          ) : oneDay ? (
            <PhoneDayForm month={month} date={phoneDay} onDate={setPhoneDay} slotAddon={slotAddon} />
          ) : (
            <>
              <p id="cc-grid-keys" className="cc-muted cc-grid-keys">
                {GRID_KEYS_HINT}
              </p>
              <MonthGrid
                month={month}
                className="cc-edit-grid"
                renderDay={(date) => <EditDay date={date} slotAddon={slotAddon} />}
                navigation={navigation}
                describedBy="cc-grid-keys"
              />
            </>
          )}
        </div>
        {loaded && toolsSlot?.(month)}
        <div className="cc-save-bar">
          {messages.map((message) => (
            <p key={message} className="banner error" role="alert">
              {message}
            </p>
          ))}
          {problems.length > 0 && (
            <ul className="banner error" aria-label="Fix before saving">
              {problems.map((problem) => (
                <li key={`${problem.date}/${problem.slot}`}>{problem.message}</li>
              ))}
            </ul>
          )}
          {warnings && (
            <ScheduleWarnings
              warnings={warnings}
              busy={saving}
              onSaveAnyway={() => void write.saveAnyway()}
              onCancel={write.dismissWarnings}
            />
          )}
          <button
            type="button"
            className="button primary"
            disabled={saving || changedDays === 0 || problems.length > 0 || conflicts > 0}
            aria-describedby={conflicts > 0 ? 'cc-unresolved' : undefined}
            onClick={handleSave}
          >
            {saving ? 'Saving...' : 'Save Changes'}
          </button>
          {changedDays > 0 && <span className="cc-muted"> {changedDays} day(s) changed, not saved yet.</span>}
          {conflicts > 0 && (
            <span id="cc-unresolved" className="cc-unresolved">
              {' '}
              Choose Keep mine or Take theirs in {conflicts} conflicting cell(s) before saving.
            </span>
          )}
          <span role="status" className="cc-saved">
            {saved}
          </span>
          {unsaved.some((other) => other !== month) && (
            <span className="cc-muted">
              {' '}
              Also unsaved:{' '}
              {unsaved
                .filter((other) => other !== month)
                .map(monthTitle)
                .join(', ')}
              .
            </span>
          )}
        </div>
        {loaded && oneDay && (
          <>
            <PhoneDayPicker month={month} today={today} date={phoneDay} onDate={setPhoneDay} />
            <InitialsLegend />
          </>
        )}
        <section className="cc-scheduling" aria-label="Scheduling">
          <h2>Scheduling</h2>
          {requestsSlot?.(month)}
          <div className="cc-scheduling-grid">
            <TimeOffForm />
            <OfficePanel />
          </div>
          <div className="cc-block-time-slot">{blockTimeSlot?.(month)}</div>
        </section>
      </main>
    </>
  );
}

/** Who else has this month open for editing. */
function EditorsPresent() {
  const editors = useCallMonthStore((state) => state.editors);
  const selfId = useSession((state) => state.user?.id);
  const others = editors.filter((editor) => editor.id !== selfId);
  return (
    <p className="cc-presence" role="status" aria-label="Also editing">
      {others.length === 0
        ? 'Nobody else is editing this month.'
        : `Also editing: ${others.map((editor) => editor.name).join(', ')}`}
    </p>
  );
}
