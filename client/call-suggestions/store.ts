import { create } from 'zustand';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import type { Editor } from '../../shared/schemas/call-calendar.js';
import type { CallSuggestions, SharedCell, SuggestedEntry } from '../../shared/schemas/call-suggestions.js';

export const cellKey = (date: string, slot: CallSlot) => `${date}/${slot}`;

/** Another scheduler's pending suggestions for the shown month, by cell. */
export interface OthersSuggestions {
  by: Editor;
  cells: Record<string, number>;
}

interface SuggestionsState {
  /** The month the suggestions are for. */
  month: string | null;
  /** Suggestions not yet accepted or cleared, by cell. */
  pending: Record<string, SuggestedEntry>;
  /** Who was accepted in each cell from the last fill: the save counts those still holding them. */
  accepted: Record<string, number>;
  result: CallSuggestions | null;
  /** The other schedulers' pending suggestions of `othersMonth`, by their user id. */
  othersMonth: string | null;
  others: Record<number, OthersSuggestions>;
  show(month: string, result: CallSuggestions): void;
  /** The cell's suggestion is settled: taken into the draft with `accepted` (its person), or cleared (null). */
  settle(date: string, slot: CallSlot, accepted: number | null): void;
  clear(): void;
  /** Another scheduler shared (or cleared: no cells) their suggestions for a month. */
  setOthers(month: string, by: Editor, cells: SharedCell[]): void;
}

/** The edit page's suggested fill: proposals shown beside the cells, never in the draft until accepted. */
export const useSuggestions = create<SuggestionsState>((set) => ({
  month: null,
  pending: {},
  accepted: {},
  result: null,
  show: (month, result) =>
    set({
      month,
      result,
      accepted: {},
      pending: Object.fromEntries(result.entries.map((entry) => [cellKey(entry.date, entry.slot), entry])),
    }),
  settle: (date, slot, accepted) =>
    set((state) => {
      const pending = { ...state.pending };
      delete pending[cellKey(date, slot)];
      if (accepted === null) return { pending };
      return { pending, accepted: { ...state.accepted, [cellKey(date, slot)]: accepted } };
    }),
  clear: () => set({ month: null, pending: {}, accepted: {}, result: null }),
  othersMonth: null,
  others: {},
  setOthers: (month, by, cells) =>
    set((state) => {
      const others = state.othersMonth === month ? { ...state.others } : {};
      if (cells.length === 0) delete others[by.id];
      else
        others[by.id] = {
          by,
          cells: Object.fromEntries(cells.map((cell) => [cellKey(cell.date, cell.slot), cell.surgeon_id])),
        };
      return { othersMonth: month, others };
    }),
}));
