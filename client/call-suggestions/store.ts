import { create } from 'zustand';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import type { CallSuggestions, SuggestedEntry } from '../../shared/schemas/call-suggestions.js';

export const cellKey = (date: string, slot: CallSlot) => `${date}/${slot}`;

interface SuggestionsState {
  /** The month the suggestions are for. */
  month: string | null;
  /** Suggestions not yet accepted or cleared, by cell. */
  pending: Record<string, SuggestedEntry>;
  /** Cells accepted from the last fill, by cell (for the History line of the save). */
  accepted: number;
  result: CallSuggestions | null;
  show(month: string, result: CallSuggestions): void;
  /** The cell's suggestion is taken into the draft (or the scheduler chose by hand): no longer pending. */
  settle(date: string, slot: CallSlot, accepted: boolean): void;
  clear(): void;
}

/** The edit page's suggested fill: proposals shown beside the cells, never in the draft until accepted. */
export const useSuggestions = create<SuggestionsState>((set) => ({
  month: null,
  pending: {},
  accepted: 0,
  result: null,
  show: (month, result) =>
    set({
      month,
      result,
      accepted: 0,
      pending: Object.fromEntries(result.entries.map((entry) => [cellKey(entry.date, entry.slot), entry])),
    }),
  settle: (date, slot, accepted) =>
    set((state) => {
      const pending = { ...state.pending };
      delete pending[cellKey(date, slot)];
      return { pending, accepted: state.accepted + (accepted ? 1 : 0) };
    }),
  clear: () => set({ month: null, pending: {}, accepted: 0, result: null }),
}));
