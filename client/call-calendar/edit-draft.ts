import { create } from 'zustand';
import type { CallEntry, CallSlot } from '../../shared/schemas/call-calendar.js';

/** A cell the scheduler changed: the value chosen and the value it had when they chose it. */
export interface EditedCell {
  value: number | null;
  base: number | null;
}

/** The scheduler's unsaved changes of a day, and the day's version when they started. */
export interface DayEdit {
  baseVersion: number;
  cells: Partial<Record<CallSlot, EditedCell>>;
}

export type Edits = Record<string, DayEdit>;

const valueOf = (entry: CallEntry | undefined, slot: CallSlot): number | null => entry?.[slot] ?? null;

/**
 * A cell both changed: the scheduler changed it, and since then someone else saved another
 * value (not the same one) in it.
 */
export function isConflict(edits: Edits, entries: Record<string, CallEntry>, date: string, slot: CallSlot): boolean {
  const cell = edits[date]?.cells[slot];
  if (!cell) return false;
  const now = valueOf(entries[date], slot);
  return now !== cell.base && now !== cell.value;
}

export function conflictsOfDay(edits: Edits, entries: Record<string, CallEntry>, date: string): CallSlot[] {
  return (Object.keys(edits[date]?.cells ?? {}) as CallSlot[]).filter((slot) => isConflict(edits, entries, date, slot));
}

/** What a cell shows: the scheduler's value when they changed it, else the saved one (live). */
export const shownValue = (
  edits: Edits,
  entries: Record<string, CallEntry>,
  date: string,
  slot: CallSlot,
): number | null => {
  const cell = edits[date]?.cells[slot];
  return cell ? cell.value : valueOf(entries[date], slot);
};

/** Sets a cell; choosing the saved value again drops the change. */
export function editCell(
  edits: Edits,
  entries: Record<string, CallEntry>,
  date: string,
  slot: CallSlot,
  value: number | null,
): Edits {
  const day = edits[date] ?? { baseVersion: entries[date]?.version ?? 0, cells: {} };
  const held = day.cells[slot];
  const base = held ? held.base : valueOf(entries[date], slot);
  const cells = { ...day.cells };
  if (value === base && !isConflict(edits, entries, date, slot)) delete cells[slot];
  else cells[slot] = { value, base };
  return withDay(edits, date, { ...day, cells });
}

/** Keep mine: the scheduler has seen the other value and still wants theirs. */
export function keepMine(edits: Edits, entries: Record<string, CallEntry>, date: string, slot: CallSlot): Edits {
  const day = edits[date];
  const cell = day?.cells[slot];
  if (!day || !cell) return edits;
  return withDay(edits, date, {
    ...day,
    cells: { ...day.cells, [slot]: { ...cell, base: valueOf(entries[date], slot) } },
  });
}

/** Take theirs: drop the scheduler's change of the cell. */
export function takeTheirs(edits: Edits, date: string, slot: CallSlot): Edits {
  const day = edits[date];
  if (!day) return edits;
  const cells = { ...day.cells };
  delete cells[slot];
  return withDay(edits, date, { ...day, cells });
}

function withDay(edits: Edits, date: string, day: DayEdit): Edits {
  const next = { ...edits };
  if (Object.keys(day.cells).length === 0) delete next[date];
  else next[date] = day;
  return next;
}

/**
 * The save body: only changed cells. A day without conflicts goes with its current version
 * (others' saves of other cells are already merged in view); a day with an unresolved conflict
 * goes with the version its changes started from, so the server answers 409 with what it holds.
 */
export function changesToSave(edits: Edits, entries: Record<string, CallEntry>) {
  return Object.entries(edits).map(([date, day]) => {
    const conflicted = conflictsOfDay(edits, entries, date).length > 0;
    const version = conflicted ? day.baseVersion : (entries[date]?.version ?? 0);
    const cells = Object.fromEntries(Object.entries(day.cells).map(([slot, cell]) => [slot, cell.value]));
    return { date, version, ...cells };
  });
}

interface EditDraftState {
  /** The month `edits` belong to. */
  month: string | null;
  /** The shown month's unsaved changes. */
  edits: Edits;
  /** Unsaved changes of the other months, kept while the scheduler looks elsewhere. */
  otherMonths: Record<string, Edits>;
  set(edits: Edits): void;
  /** Keeps the shown month's changes and brings back those of `month` (if any). */
  switchMonth(month: string): void;
  /** The shown month was saved: its changes are gone. */
  clear(): void;
  /** The scheduler chose to leave: every month's changes are dropped. */
  discardAll(): void;
}

/** The edit page's unsaved changes per month (kept apart from the live month, which they are compared with). */
export const useEditDraft = create<EditDraftState>((set) => ({
  month: null,
  edits: {},
  otherMonths: {},
  set: (edits) => set({ edits }),
  switchMonth: (month) =>
    set((state) => {
      if (state.month === month) return state;
      const otherMonths = { ...state.otherMonths };
      if (state.month && Object.keys(state.edits).length > 0) otherMonths[state.month] = state.edits;
      const edits = otherMonths[month] ?? {};
      delete otherMonths[month];
      return { month, edits, otherMonths };
    }),
  clear: () => set({ edits: {} }),
  discardAll: () => set({ edits: {}, otherMonths: {} }),
}));

/** Months with unsaved changes (the shown one included), for the leave-page question. */
export const unsavedMonths = (state: Pick<EditDraftState, 'month' | 'edits' | 'otherMonths'>): string[] =>
  [
    ...(state.month && Object.keys(state.edits).length > 0 ? [state.month] : []),
    ...Object.keys(state.otherMonths),
  ].sort();
