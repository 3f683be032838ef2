import {
  entryMatchesName,
  type OperativeEntry,
  type OperativeLogSnapshot,
  type SurgeonLogs,
} from '../../shared/schemas/operative-log.js';
import { createRecordStore } from '../lib/record-store';

export type { OperativeLogSnapshot };

interface StatsState {
  /** Statistics by year; the current year's follows the room's pushes. */
  statsByYear: Record<number, SurgeonLogs>;
  setStats(stats: SurgeonLogs): void;
}

const withStats = (statsByYear: Record<number, SurgeonLogs>, stats: SurgeonLogs) => ({
  ...statsByYear,
  [stats.year]: stats,
});

/** The snapshot is the truth about today's entries; held ones of today not in it are dropped. */
export const useOperativeLogStore = createRecordStore<OperativeEntry, OperativeLogSnapshot, StatsState>({
  records: (snapshot) => snapshot.entries,
  covers: (entry, snapshot) => entry.created_on === snapshot.today,
  extra: (set) => ({
    statsByYear: {},
    setStats: (stats) => set((state) => ({ statsByYear: withStats(state.statsByYear, stats) })),
  }),
  onSync: ({ stats }, state) => ({ statsByYear: withStats(state.statsByYear, stats) }),
});

const inOrder = (a: OperativeEntry, b: OperativeEntry) => a.id - b.id;

/** Not-archived entries added on `date`, in the order they were added. */
export const entriesOn = (byId: Record<number, OperativeEntry>, date: string) =>
  Object.values(byId)
    .filter((entry) => entry.created_on === date && entry.is_archived === 0)
    .sort(inOrder);

export const entriesMatching = (byId: Record<number, OperativeEntry>, name: string) =>
  Object.values(byId)
    .filter((entry) => entry.is_archived === 0 && entryMatchesName(entry, name))
    .sort((a, b) => b.created_on.localeCompare(a.created_on) || b.id - a.id);
