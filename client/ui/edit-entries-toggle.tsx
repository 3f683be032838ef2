/** 'Edit Entries' / 'Done Editing': turns a records list's edit buttons on and off. */
export function EditEntriesToggle({ on, onToggle }: { on: boolean; onToggle: (on: boolean) => void }) {
  return (
    <button type="button" className="button secondary" aria-pressed={on} onClick={() => onToggle(!on)}>
      {on ? 'Done Editing' : 'Edit Entries'}
    </button>
  );
}
