import { useState } from 'react';
import { formatMonthDay, formatUsDate } from '../../shared/dates.js';
import { slotsOfDay, SLOT_LABELS, type CallSlot } from '../../shared/schemas/call-calendar.js';
import { CallDayHistory } from './call-day-history';
import { callCalendarApi } from './api';
import { problemsOfDay } from './day-rules';
import { editCell, isConflict, keepMine, shownValue, takeTheirs, useEditDraft } from './edit-draft';
import { initialOf, isClosed, surgeonsOff, useCallMonthStore } from './store';

/** One day of the edit page: a select per slot (no one on time off offered), time off with delete. */
export function EditDay({ date }: { date: string }) {
  const closed = useCallMonthStore((state) => isClosed(state.closures, date));
  return (
    <>
      {closed && <div className="cc-closed">Office closed</div>}
      {slotsOfDay(date).map((slot) => (
        <SlotSelect key={slot} date={date} slot={slot} />
      ))}
      <DayTimeOff date={date} />
      <CallDayHistory date={date} />
    </>
  );
}

function SlotSelect({ date, slot }: { date: string; slot: CallSlot }) {
  const entries = useCallMonthStore((state) => state.entries);
  const surgeons = useCallMonthStore((state) => state.surgeons);
  const vacations = useCallMonthStore((state) => state.vacations);
  const closures = useCallMonthStore((state) => state.closures);
  const edits = useEditDraft((state) => state.edits);
  const problem = problemsOfDay(edits, entries, closures, surgeons, date).find((item) => item.slot === slot);
  const setEdits = useEditDraft((state) => state.set);
  const value = shownValue(edits, entries, date, slot);
  const off = surgeonsOff(vacations, date);
  const conflict = isConflict(edits, entries, date, slot);
  const changed = edits[date]?.cells[slot] !== undefined;
  const label = `${formatMonthDay(date)} ${SLOT_LABELS[slot]}`;
  const problemId = `rule-${date}-${slot}`;
  return (
    <div className={conflict || problem ? 'cc-edit-slot conflict' : changed ? 'cc-edit-slot changed' : 'cc-edit-slot'}>
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
  const [error, setError] = useState('');
  const records = Object.values(vacations).filter((record) => record.vacation_dates.includes(date));
  if (records.length === 0) return null;
  const handleDelete = async (id: number) => {
    setError('');
    try {
      const after = await callCalendarApi.deleteTimeOffDate(id, date);
      if (after) useCallMonthStore.getState().upsertVacation(after);
      else useCallMonthStore.getState().removeVacation(id);
    } catch {
      setError('Failed to delete vacation date. Please try again.');
    }
  };
  return (
    <ul className="cc-edit-timeoff">
      {records.map((record) => (
        <li key={record.id}>
          {record.vacation_type} {record.user.initial}
          <button
            type="button"
            className="cc-delete"
            aria-label={`Delete ${record.user.initial} ${record.vacation_type} ${formatUsDate(date)}`}
            onClick={() => handleDelete(record.id)}
          >
            ×
          </button>
        </li>
      ))}
      {error && <li className="error-text">{error}</li>}
    </ul>
  );
}
