import { create } from 'zustand';
import type { BlockFieldPart, BlockMonthData, BlockMonthRecord } from '../../shared/schemas/block-time.js';
import {
  blockCheckboxKey,
  blockFieldKey,
  blockFieldPrefix,
  changedBlockPairs,
} from '../../shared/schemas/block-time-keys.js';
import { datesOfMonth } from '../../shared/dates.js';

/**
 * The edit screen's unsaved state: the record it started from (`base`), the data being edited,
 * which `location date` pairs the user touched, and which pairs someone else changed meanwhile.
 */
export interface Draft {
  base: BlockMonthRecord;
  data: BlockMonthData;
  touched: string[];
  othersChanged: string[];
}

const pair = (location: string, date: string) => `${location} ${date}`;
const copy = (data: BlockMonthData): BlockMonthData =>
  structuredClone({ locations: data.locations, checkboxStates: data.checkboxStates });

export const startDraft = (record: BlockMonthRecord): Draft => ({
  base: record,
  data: copy(record),
  touched: [],
  othersChanged: [],
});
export const isDirty = (draft: Draft) => draft.touched.length > 0;

/** Ticking a date prefills 7:30 AM to 3:00 PM; unticking removes its block. */
const DEFAULT_BLOCK: Record<BlockFieldPart, number> = { startHour: 7, startMinute: 30, endHour: 3, endMinute: 0 };

function touch(draft: Draft, location: string, date: string, change: (data: BlockMonthData) => void): Draft {
  const data = copy(draft.data);
  data.locations[location] ??= {};
  change(data);
  const key = pair(location, date);
  return { ...draft, data, touched: draft.touched.includes(key) ? draft.touched : [...draft.touched, key] };
}

export function setTicked(draft: Draft, location: string, date: string, ticked: boolean): Draft {
  return touch(draft, location, date, (data) => {
    data.checkboxStates[blockCheckboxKey(location, date)] = ticked;
    if (!ticked) delete data.locations[location]![date];
    else if (!data.locations[location]![date]) {
      data.locations[location]![date] = Object.fromEntries(
        Object.entries(DEFAULT_BLOCK).map(([part, value]) => [blockFieldKey(date, part as BlockFieldPart), value]),
      );
    }
  });
}

export function setField(draft: Draft, location: string, date: string, part: BlockFieldPart, value: string): Draft {
  return touch(draft, location, date, (data) => {
    const entry = (data.locations[location]![date] ??= {});
    entry[blockFieldKey(date, part)] = value === '' || Number.isNaN(Number(value)) ? value : Number(value);
  });
}

/**
 * Last month's blocks laid onto this month by weekday and week ("Monday-Wk2" to the second
 * Monday): each copied date is ticked with the same hours, as if the user had typed it. A
 * weekday-week this month does not have (a fifth Monday) is left out.
 */
export function copyPattern(draft: Draft, previous: BlockMonthData): Draft {
  const byPrefix = new Map(datesOfMonth(draft.base.month).map((date) => [blockFieldPrefix(date), date]));
  let next = draft;
  for (const [location, byDate] of Object.entries(previous.locations)) {
    for (const [from, entry] of Object.entries(byDate)) {
      const to = byPrefix.get(blockFieldPrefix(from));
      if (!to) continue;
      next = touch(next, location, to, (data) => {
        data.locations[location]![to] = { ...entry }; // same weekday and week: the same field keys
        data.checkboxStates[blockCheckboxKey(location, to)] = true;
      });
    }
  }
  return next;
}

/**
 * A newer record arrived (someone's save, or the 409's current data). A clean draft simply
 * takes it. A dirty one takes it too, but keeps the user's own touched dates on top, and
 * remembers which `location date` pairs the other save changed so the screen can point at them.
 */
export function rebase(draft: Draft, incoming: BlockMonthRecord): Draft {
  if (incoming.month !== draft.base.month || incoming.version <= draft.base.version) return draft;
  if (!isDirty(draft)) return startDraft(incoming);
  const changed = changedBlockPairs(draft.base, incoming);
  const data = copy(incoming);
  for (const key of draft.touched) {
    const [location, date] = key.split(' ') as [string, string];
    const mine = draft.data.locations[location]?.[date];
    data.locations[location] ??= {};
    if (mine) data.locations[location]![date] = mine;
    else delete data.locations[location]![date];
    const checkbox = blockCheckboxKey(location, date);
    if (checkbox in draft.data.checkboxStates) data.checkboxStates[checkbox] = draft.data.checkboxStates[checkbox]!;
    else delete data.checkboxStates[checkbox];
  }
  const othersChanged = [...new Set([...draft.othersChanged, ...changed])].sort();
  return { base: incoming, data, touched: draft.touched, othersChanged };
}

/** `location date` pairs both the user and someone else changed: saving keeps the user's. */
export const conflictingPairs = (draft: Draft) => draft.othersChanged.filter((key) => draft.touched.includes(key));

interface BlockDraftsState {
  /** Each month's draft, kept while the user looks at other months (unsaved work is never dropped silently). */
  drafts: Record<string, Draft>;
  update(month: string, change: (draft: Draft | null) => Draft | null): void;
  discardAll(): void;
}

export const useBlockDrafts = create<BlockDraftsState>((set) => ({
  drafts: {},
  update: (month, change) =>
    set((state) => {
      const next = change(state.drafts[month] ?? null);
      if (next === (state.drafts[month] ?? null)) return state;
      const drafts = { ...state.drafts };
      if (next) drafts[month] = next;
      else delete drafts[month];
      return { drafts };
    }),
  discardAll: () => set({ drafts: {} }),
}));

/** Months whose draft holds unsaved changes. */
export const dirtyMonths = (drafts: Record<string, Draft>): string[] =>
  Object.entries(drafts)
    .filter(([, draft]) => isDirty(draft))
    .map(([month]) => month)
    .sort();
