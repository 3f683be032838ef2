import { formatMonthDay, formatUsDate } from '../../shared/dates.js';
import { uncoveredSlots } from '../../shared/coverage.js';
import { slotsOfDay, SLOT_LABELS, type CallSlot } from '../../shared/schemas/call-calendar.js';
import { CoverageGap } from '../ui/coverage-gap';
import { HolidayMark } from '../ui/holiday-mark';
import { hasBegun, removedDate } from '../../shared/time-off-removal.js';
import { practiceToday } from '../lib/practice-clock';
import type { TimeOffRecord } from '../../shared/schemas/call-calendar-time-off.js';
import { useUndoableRemoval } from '../lib/use-undoable-removal';
import { RemovalPrompts } from '../ui/removal-prompts';
import { CallDayHistory } from './call-day-history';
import type { CellAddon } from './day-view';
import { callCalendarApi } from './api';
import { problemsOfDay } from './day-rules';
import { editCell, isConflict, keepMine, shownValue, takeTheirs, useEditDraft } from './edit-draft';
import { initialOf, isClosed, surgeonsOff, useCallMonthStore } from './store';

/** One day of the edit page: a select per slot (no one on time off offered), time off with delete. */
export function EditDay({ date, slotAddon }: { date: string; slotAddon?: CellAddon }) {
  const closed = useCallMonthStore((state) => isClosed(state.closures, date));
  const holiday = useCallMonthStore((state) => state.holidays[date]);
  return (
    <>
      {holiday && <HolidayMark name={holiday} compact />}
      {closed && <div className="cc-closed">Office closed</div>}
      {slotsOfDay(date).map((slot) => (
        <SlotSelect key={slot} date={date} slot={slot} slotAddon={slotAddon} />
      ))}
      <DayTimeOff date={date} />
      <CallDayHistory date={date} />
    </>
  );
}

function SlotSelect({ date, slot, slotAddon }: { date: string; slot: CallSlot; slotAddon?: CellAddon }) {
  const entries = useCallMonthStore((state) => state.entries);
  const surgeons = useCallMonthStore((state) => state.surgeons);
  const vacations = useCallMonthStore((state) => state.vacations);
  const closures = useCallMonthStore((state) => state.closures);
  const holiday = useCallMonthStore((state) => state.holidays[date] !== undefined);
  const edits = useEditDraft((state) => state.edits);
  const problem = problemsOfDay(edits, entries, closures, surgeons, date).find((item) => item.slot === slot);
  const setEdits = useEditDraft((state) => state.set);
  const value = shownValue(edits, entries, date, slot);
  const off = surgeonsOff(vacations, date);
  const conflict = isConflict(edits, entries, date, slot);
  const changed = edits[date]?.cells[slot] !== undefined;
  const gap = uncoveredSlots(date, { [slot]: value }, isClosed(closures, date) || holiday).includes(slot);
  const label = `${formatMonthDay(date)} ${SLOT_LABELS[slot]}`;
  const problemId = `rule-${date}-${slot}`;
  return (
    <div className={`cc-edit-slot${conflict || problem ? ' conflict' : changed ? ' changed' : ''}${gap ? ' gap' : ''}`}>
      <label>
        <span>{SLOT_LABELS[slot].toUpperCase()}</span>
        <select
          aria-label={label}
          aria-invalid={conflict || problem !== undefined}
          aria-describedby={problem ? problemId : undefined}
          value={value ?? ''}
          onChange={(event) =>
            setEdits(
              editCell(edits, entries, date, slot, event.target.value === '' ? null : Number(event.target.value)),
            )
          }
        >
          <option value="">NONE</option>
          {surgeons
            .filter((surgeon) => !off.has(surgeon.id) || surgeon.id === value)
            .map((surgeon) => (
              <option key={surgeon.id} value={surgeon.id}>
                {surgeon.initial}
              </option>
            ))}
        </select>
      </label>
      {gap && <CoverageGap slot={slot} />}
      {slotAddon?.({ date, slot, holder: entries[date]?.[slot] ?? null, gap, planned: entries[date] !== undefined })}
      {problem && (
        <p className="cc-rule-problem" id={problemId}>
          {problem.message}
        </p>
      )}
      {conflict && (
        <div className="cc-conflict" role="alert" aria-label={`Conflict ${label}`}>
          Conflict: now {initialOf(surgeons, entries[date]?.[slot])}
          <button type="button" onClick={() => setEdits(keepMine(edits, entries, date, slot))}>
            Keep mine
          </button>
          <button type="button" onClick={() => setEdits(takeTheirs(edits, date, slot))}>
            Take theirs
          </button>
        </div>
      )}
    </div>
  );
}

function DayTimeOff({ date }: { date: string }) {
  const vacations = useCallMonthStore((state) => state.vacations);
  const removal = useUndoableRemoval('Failed to delete vacation date. Please try again.');
  const records = Object.values(vacations).filter((record) => record.vacation_dates.includes(date));
  const askToRemove = (record: TimeOffRecord) =>
    removal.ask({
      what: `${record.user.initial} ${record.vacation_type} ${formatUsDate(date)}`,
      area: 'time-off',
      recordId: record.id,
      isEntry: (entry) => entry.action === 'remove-date' && removedDate(entry) === date,
      // A day that has begun is taken time off: removing it rewrites the past, so the server asks why.
      reasonLabel: hasBegun(date, practiceToday()) ? 'Reason (this day has begun)' : undefined,
      remove: async (reason) => {
        const after = await callCalendarApi.deleteTimeOffDate(record.id, date, reason);
        if (after) useCallMonthStore.getState().upsertVacation(after);
        else useCallMonthStore.getState().removeVacation(record.id);
      },
    });
  return (
    <>
      {records.length > 0 && (
        <ul className="cc-edit-timeoff">
          {records.map((record) => (
            <li key={record.id}>
              {record.vacation_type} {record.user.initial}
              <button
                type="button"
                className="cc-delete"
                aria-label={`Delete ${record.user.initial} ${record.vacation_type} ${formatUsDate(date)}`}
                onClick={() => askToRemove(record)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <RemovalPrompts removal={removal} />
    </>
  );
}
