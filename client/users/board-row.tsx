import { useEffect, useState, type FormEvent } from 'react';
import { formatTime12 } from '../../shared/dates.js';
import { END_TIMES, START_TIMES } from '../../shared/schedule-times.js';
import type { BoardKind, BoardRecord } from '../../shared/schemas/boards.js';
import { ApiError } from '../lib/api-client';
import { formatPracticeInstant } from '../lib/practice-clock';
import { ConfirmDeleteDialog } from '../ui/confirm-dialog';
import { boardsApi, type BoardSettingsForm } from './boards-api';

export const BOARD_KIND_LABELS: Record<BoardKind, string> = {
  wall: 'Wall board (OR schedule)',
  family: 'Family waiting room (case codes only)',
};

const lastSeen = (iso: string | null) => (iso ? formatPracticeInstant(iso, 'dateTime') : 'never');

/**
 * One board: its kind, online state, last seen, turn off; a wall board also its names toggle
 * (saved at once), window and rotation (a family board shows case codes only and has none).
 */
export function BoardRow({ board, onChanged }: { board: BoardRecord; onChanged: (board: BoardRecord) => void }) {
  const [form, setForm] = useState({
    window_start: board.window_start,
    window_end: board.window_end,
    rotation_seconds: String(board.rotation_seconds),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // Shown at once; the saved record (or its live push) then confirms it, a refusal puts it back.
  const [names, setNames] = useState(board.allow_names);
  useEffect(() => setNames(board.allow_names), [board.allow_names]);

  const save = async (changes: BoardSettingsForm) => {
    setBusy(true);
    try {
      onChanged(await boardsApi.update(board.id, changes));
      setErrors({});
      return true;
    } catch (error) {
      setErrors(
        error instanceof ApiError ? { ...error.fieldErrors, general: error.message } : { general: 'Could not save.' },
      );
      return false;
    } finally {
      setBusy(false);
    }
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save({
      window_start: form.window_start,
      window_end: form.window_end,
      rotation_seconds: Number(form.rotation_seconds),
    });
  };
  const turnOff = async () => {
    setBusy(true);
    try {
      onChanged(await boardsApi.turnOff(board.id));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const id = (field: string) => `board-${board.id}-${field}`;

  return (
    <li className="board-admin-row" aria-label={`Board ${board.name}`}>
      <div className="board-admin-head">
        <strong>{board.name}</strong>
        <span className="board-kind">{BOARD_KIND_LABELS[board.kind]}</span>
        <span className={board.online ? 'board-state online' : 'board-state'}>
          {board.online ? 'Online' : 'Offline'}
        </span>
        <span className="board-seen">Last seen {lastSeen(board.last_seen_at)}</span>
        <button type="button" className="button danger" onClick={() => setConfirming(true)}>
          Turn off
        </button>
      </div>
      {board.kind === 'wall' && (
        <form className="board-admin-settings" onSubmit={handleSubmit}>
          <label className="inline-check">
            <input
              type="checkbox"
              checked={names === 1}
              disabled={busy}
              onChange={(event) => {
                const next = event.target.checked ? 1 : 0;
                setNames(next);
                void save({ allow_names: next }).then((saved) => !saved && setNames(board.allow_names));
              }}
            />
            Show patient names (operating-room-internal screen)
          </label>
          <label htmlFor={id('start')}>From</label>
          <select
            id={id('start')}
            value={form.window_start}
            onChange={(event) => setForm({ ...form, window_start: event.target.value })}
          >
            {START_TIMES.filter((time) => time.endsWith(':00') || time.endsWith(':30')).map((time) => (
              <option key={time} value={time}>
                {formatTime12(time)}
              </option>
            ))}
          </select>
          <label htmlFor={id('end')}>to</label>
          <select
            id={id('end')}
            value={form.window_end}
            onChange={(event) => setForm({ ...form, window_end: event.target.value })}
          >
            {END_TIMES.filter((time) => time.endsWith(':00') || time.endsWith(':30')).map((time) => (
              <option key={time} value={time}>
                {formatTime12(time)}
              </option>
            ))}
          </select>
          <label htmlFor={id('rotation')}>Rotate today/tomorrow every (seconds, 0 = off)</label>
          <input
            id={id('rotation')}
            type="number"
            min={0}
            max={3600}
            value={form.rotation_seconds}
            onChange={(event) => setForm({ ...form, rotation_seconds: event.target.value })}
          />
          <button type="submit" className="button secondary" disabled={busy}>
            Save
          </button>
          {Object.entries(errors)
            .filter(([field]) => field !== 'general')
            .map(([field, message]) => (
              <p key={field} className="field-error">
                {message}
              </p>
            ))}
          {errors.general && Object.keys(errors).length === 1 && <p className="field-error">{errors.general}</p>}
        </form>
      )}
      {confirming && (
        <ConfirmDeleteDialog
          title={`Turn off the board "${board.name}"?`}
          text="Its screen shows that it has been turned off at once, and its address stops working for good."
          confirmLabel="Turn off"
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void turnOff()}
        />
      )}
    </li>
  );
}
