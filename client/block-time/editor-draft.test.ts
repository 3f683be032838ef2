import { describe, expect, it } from 'vitest';
import type { BlockMonthRecord } from '../../shared/schemas/block-time.js';
import { conflictingPairs, isDirty, rebase, setField, setTicked, startDraft } from './editor-draft';

// July 2025: the 8th is Tuesday of week 2, the 9th Wednesday of week 2.
const record = (version: number, robotStart: number): BlockMonthRecord => ({
  month: '2025-07',
  version,
  locations: {
    MOR: {
      '2025-07-09': {
        'Wednesday-Wk2startHour': 7,
        'Wednesday-Wk2startMinute': 0,
        'Wednesday-Wk2endHour': 3,
        'Wednesday-Wk2endMinute': 0,
      },
    },
    HOSC: {},
    ROBOT: {
      '2025-07-08': {
        'Tuesday-Wk2startHour': robotStart,
        'Tuesday-Wk2startMinute': 0,
        'Tuesday-Wk2endHour': 3,
        'Tuesday-Wk2endMinute': 0,
      },
    },
  },
  checkboxStates: { 'ROBOT-2025-07-08-1-2': true },
});

describe('the block editor draft', () => {
  it('ticking a date prefills 7:30 to 3:00 with the contract keys; unticking removes the block', () => {
    const ticked = setTicked(startDraft(record(1, 8)), 'HOSC', '2025-07-10', true);
    expect(ticked.data.locations.HOSC!['2025-07-10']).toEqual({
      'Thursday-Wk2startHour': 7,
      'Thursday-Wk2startMinute': 30,
      'Thursday-Wk2endHour': 3,
      'Thursday-Wk2endMinute': 0,
    });
    expect(ticked.data.checkboxStates['HOSC-2025-07-10-3-2']).toBe(true);
    const unticked = setTicked(ticked, 'HOSC', '2025-07-10', false);
    expect(unticked.data.locations.HOSC).toEqual({});
    expect(unticked.data.checkboxStates['HOSC-2025-07-10-3-2']).toBe(false);
  });

  it('a clean draft takes a newer record as it is', () => {
    const draft = rebase(startDraft(record(1, 8)), record(2, 9));
    expect(draft.data.locations.ROBOT!['2025-07-08']!['Tuesday-Wk2startHour']).toBe(9);
    expect(draft.othersChanged).toEqual([]);
    expect(isDirty(draft)).toBe(false);
  });

  it("a dirty draft keeps the user's dates, takes the others' and says which dates they changed", () => {
    const mine = setField(startDraft(record(1, 8)), 'MOR', '2025-07-09', 'startHour', '10');
    const theirs = record(2, 9);
    const draft = rebase(mine, theirs);
    expect(draft.base.version).toBe(2);
    expect(draft.data.locations.MOR!['2025-07-09']!['Wednesday-Wk2startHour']).toBe(10);
    expect(draft.data.locations.ROBOT!['2025-07-08']!['Tuesday-Wk2startHour']).toBe(9);
    expect(draft.othersChanged).toEqual(['ROBOT 2025-07-08']);
    expect(conflictingPairs(draft)).toEqual([]);
  });

  it('points at a date both changed', () => {
    const mine = setField(startDraft(record(1, 8)), 'ROBOT', '2025-07-08', 'startHour', '10');
    const draft = rebase(mine, record(2, 9));
    expect(draft.data.locations.ROBOT!['2025-07-08']!['Tuesday-Wk2startHour']).toBe(10);
    expect(conflictingPairs(draft)).toEqual(['ROBOT 2025-07-08']);
  });

  it('ignores a record that is not newer', () => {
    const mine = setField(startDraft(record(2, 8)), 'ROBOT', '2025-07-08', 'startHour', '10');
    expect(rebase(mine, record(2, 9))).toBe(mine);
  });
});
