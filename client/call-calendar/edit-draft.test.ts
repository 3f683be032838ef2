import { describe, expect, it } from 'vitest';
import type { CallEntry } from '../../shared/schemas/call-calendar.js';
import {
  changesToSave,
  editCell,
  isConflict,
  keepMine,
  shownValue,
  takeTheirs,
  unsavedMonths,
  useEditDraft,
} from './edit-draft';

const day = (date: string, values: Partial<CallEntry> = {}): CallEntry => ({
  date,
  surgeon_1st: null,
  surgeon_2nd: null,
  surgeon_o_am: null,
  surgeon_o_pm: null,
  version: 1,
  ...values,
});

describe('the edit draft', () => {
  it('shows live values of untouched cells and the scheduler’s own value of changed ones', () => {
    let entries = { '2026-11-03': day('2026-11-03', { surgeon_1st: 1 }) };
    const edits = editCell({}, entries, '2026-11-03', 'surgeon_2nd', 5);
    entries = { '2026-11-03': day('2026-11-03', { surgeon_1st: 2, version: 2 }) };
    expect(shownValue(edits, entries, '2026-11-03', 'surgeon_1st')).toBe(2);
    expect(shownValue(edits, entries, '2026-11-03', 'surgeon_2nd')).toBe(5);
    expect(isConflict(edits, entries, '2026-11-03', 'surgeon_2nd')).toBe(false);
    // Other cells changed by someone else: the save goes with the current version.
    expect(changesToSave(edits, entries)).toEqual([{ date: '2026-11-03', version: 2, surgeon_2nd: 5 }]);
  });

  it('marks a cell both changed as a conflict, and saves it with the old version until resolved', () => {
    const start = { '2026-11-10': day('2026-11-10', { surgeon_1st: 1 }) };
    const edits = editCell({}, start, '2026-11-10', 'surgeon_1st', 3);
    const now = { '2026-11-10': day('2026-11-10', { surgeon_1st: 4, version: 2 }) };
    expect(isConflict(edits, now, '2026-11-10', 'surgeon_1st')).toBe(true);
    expect(changesToSave(edits, now)).toEqual([{ date: '2026-11-10', version: 1, surgeon_1st: 3 }]);
    const kept = keepMine(edits, now, '2026-11-10', 'surgeon_1st');
    expect(isConflict(kept, now, '2026-11-10', 'surgeon_1st')).toBe(false);
    expect(changesToSave(kept, now)).toEqual([{ date: '2026-11-10', version: 2, surgeon_1st: 3 }]);
    expect(takeTheirs(edits, '2026-11-10', 'surgeon_1st')).toEqual({});
  });

  it('is no conflict when the other saved the same value', () => {
    const start = { '2026-11-10': day('2026-11-10') };
    const edits = editCell({}, start, '2026-11-10', 'surgeon_1st', 3);
    expect(
      isConflict(
        edits,
        { '2026-11-10': day('2026-11-10', { surgeon_1st: 3, version: 2 }) },
        '2026-11-10',
        'surgeon_1st',
      ),
    ).toBe(false);
  });

  it('drops a change set back to the saved value, and starts unsaved days at version 0', () => {
    const entries = { '2026-11-03': day('2026-11-03', { surgeon_1st: 1 }) };
    const edits = editCell(
      editCell({}, entries, '2026-11-03', 'surgeon_1st', 2),
      entries,
      '2026-11-03',
      'surgeon_1st',
      1,
    );
    expect(edits).toEqual({});
    expect(changesToSave(editCell({}, entries, '2026-11-04', 'surgeon_o_am', 2), entries)).toEqual([
      { date: '2026-11-04', version: 0, surgeon_o_am: 2 },
    ]);
  });
});

describe('unsaved changes per month', () => {
  it("keeps a month's changes while another month is shown, and brings them back", () => {
    const store = useEditDraft.getState();
    store.switchMonth('2026-11');
    const november = editCell({}, {}, '2026-11-03', 'surgeon_1st', 4);
    useEditDraft.getState().set(november);
    useEditDraft.getState().switchMonth('2026-12');
    expect(useEditDraft.getState().edits).toEqual({});
    expect(unsavedMonths(useEditDraft.getState())).toEqual(['2026-11']);
    useEditDraft.getState().set(editCell({}, {}, '2026-12-01', 'surgeon_2nd', 5));
    expect(unsavedMonths(useEditDraft.getState())).toEqual(['2026-11', '2026-12']);
    useEditDraft.getState().switchMonth('2026-11');
    expect(useEditDraft.getState().edits).toEqual(november);
    useEditDraft.getState().clear();
    expect(unsavedMonths(useEditDraft.getState())).toEqual(['2026-12']);
    useEditDraft.getState().discardAll();
    expect(unsavedMonths(useEditDraft.getState())).toEqual([]);
  });
});
