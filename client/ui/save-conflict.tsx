import './save-conflict.css';

/**
 * Someone else saved the record being edited first (409): their saved version beside the
 * user's own, field by field (differences marked), with "Keep mine" and "Take theirs".
 */
export function SaveConflict<V extends Record<string, string>>({
  columns,
  mine,
  theirs,
  busy = false,
  show = (_field, value) => value,
  onKeepMine,
  onTakeTheirs,
}: {
  /** How a field's value reads (ids as names, for instance). */
  show?: (field: keyof V & string, value: string) => string;
  columns: readonly { field: keyof V & string; label: string }[];
  mine: V;
  theirs: V;
  busy?: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <div className="save-conflict" role="alert" aria-label="Saved by someone else">
      <p className="save-conflict-title">Someone else saved this entry while you were editing. Choose which to keep.</p>
      <table className="save-conflict-table">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Saved (theirs)</th>
            <th scope="col">Yours</th>
          </tr>
        </thead>
        <tbody>
          {columns.map(({ field, label }) => (
            <tr key={field} className={mine[field] === theirs[field] ? undefined : 'differs'}>
              <th scope="row">{label}</th>
              <td>{show(field, theirs[field] ?? '')}</td>
              <td>{show(field, mine[field] ?? '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="save-conflict-actions">
        <button type="button" className="button primary small" disabled={busy} onClick={onKeepMine}>
          Keep mine
        </button>
        <button type="button" className="button secondary small" disabled={busy} onClick={onTakeTheirs}>
          Take theirs
        </button>
      </div>
    </div>
  );
}
