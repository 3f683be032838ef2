import { describe, expect, it } from 'vitest';
import type { BlockMonthRecord } from '../../shared/schemas/block-time.js';
import { conflictingPairs, copyPattern, isDirty, rebase, setField, setTicked, startDraft } from './editor-draft';

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

describe("copying last month's pattern", () => {
  it('lays each block on the same weekday and week of the new month, ticked, and skips a week the month lacks', () => {
    const july = record(1, 7);
    july.locations.HOSC = {
      // Thursday of week 5: August 2025 has no fifth Thursday.
      '2025-07-31': {
        'Thursday-Wk5startHour': 8,
        'Thursday-Wk5startMinute': 0,
        'Thursday-Wk5endHour': 12,
        'Thursday-Wk5endMinute': 0,
      },
    };
    const august = startDraft({
      month: '2025-08',
      version: 0,
      locations: { MOR: {}, HOSC: {}, ROBOT: {} },
      checkboxStates: {},
    });
    const copied = copyPattern(august, july);
    // August 2025: the 13th is Wednesday of week 2, the 12th Tuesday of week 2.
    expect(copied.data.locations.MOR).toEqual({ '2025-08-13': july.locations.MOR!['2025-07-09'] });
    expect(copied.data.locations.ROBOT).toEqual({ '2025-08-12': july.locations.ROBOT!['2025-07-08'] });
    expect(copied.data.locations.HOSC).toEqual({});
    expect(copied.data.checkboxStates).toEqual({ 'MOR-2025-08-13-2-2': true, 'ROBOT-2025-08-12-1-2': true });
    expect(isDirty(copied)).toBe(true);
    expect(copied.touched.sort()).toEqual(['MOR 2025-08-13', 'ROBOT 2025-08-12']);
  });
});
