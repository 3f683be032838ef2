import { create } from 'zustand';
import type { CaseProgress, DayCaseProgress } from '../../shared/schemas/case-tracking.js';

interface CaseProgressState {
  /** By event id: only cases with anything recorded (an absent one has not started). */
  cases: Record<number, CaseProgress>;
  /** The day room's part: the whole truth of that day's cases. */
  replaceDay(date: string, part: DayCaseProgress | undefined): void;
  /** A pushed change, a write's answer or a read: kept unless an answer already held is newer. */
  apply(progress: CaseProgress): void;
}

/** Case progress of the days on screen, shared by the day grid, its dialogs, My day and the board. */
export const useCaseProgressStore = create<CaseProgressState>((set) => ({
  cases: {},
  replaceDay(date, part) {
    set((state) => {
      const others = Object.values(state.cases).filter((progress) => progress.event_date !== date);
      const fresh = Object.values(part?.cases ?? {});
      return { cases: Object.fromEntries([...others, ...fresh].map((progress) => [progress.event_id, progress])) };
    });
  },
  apply(progress) {
    set((state) => {
      const held = state.cases[progress.event_id];
      if (held && held.version > progress.version) return state;
      return { cases: { ...state.cases, [progress.event_id]: progress } };
    });
  },
}));

/** The case's progress as held now, or null when nothing is recorded (or known) for it. */
export function useCaseProgress(eventId: number): CaseProgress | null {
  return useCaseProgressStore((state) => state.cases[eventId] ?? null);
}
