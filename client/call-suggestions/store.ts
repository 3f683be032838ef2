import { create } from 'zustand';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import type { CallSuggestions, SuggestedEntry } from '../../shared/schemas/call-suggestions.js';

export const cellKey = (date: string, slot: CallSlot) => `${date}/${slot}`;

interface SuggestionsState {
  /** The month the suggestions are for. */
  month: string | null;
  /** Suggestions not yet accepted or cleared, by cell. */
  pending: Record<string, SuggestedEntry>;
  /** Who was accepted in each cell from the last fill: the save counts those still holding them. */
  accepted: Record<string, number>;
  result: CallSuggestions | null;
  show(month: string, result: CallSuggestions): void;
  /** The cell's suggestion is settled: taken into the draft with `accepted` (its person), or cleared (null). */
  settle(date: string, slot: CallSlot, accepted: number | null): void;
  clear(): void;
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
}));
