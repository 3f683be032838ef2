import { create } from 'zustand';
import {
  entryMatchesName,
  type OperativeEntry,
  type OperativeLogSnapshot,
  type SurgeonLogs,
} from '../../shared/schemas/operative-log.js';

export type { OperativeLogSnapshot };

interface OperativeLogState {
  byId: Record<number, OperativeEntry>;
  /** Statistics by year; the current year's follows the room's pushes. */
  statsByYear: Record<number, SurgeonLogs>;
  loaded: boolean;
  /** The snapshot is the truth about today's entries; held ones of today not in it are dropped. */
  sync(snapshot: OperativeLogSnapshot): void;
  upsert(entry: OperativeEntry): void;
  upsertMany(entries: OperativeEntry[]): void;
  setStats(stats: SurgeonLogs): void;
}

const newer = (held: OperativeEntry | undefined, arrived: OperativeEntry) => !held || held.version <= arrived.version;

export const useOperativeLogStore = create<OperativeLogState>((set) => ({
  byId: {},
  statsByYear: {},
  loaded: false,
  sync({ today, entries, stats }) {
    set((state) => {
      const byId: Record<number, OperativeEntry> = {};
      const inSnapshot = new Set(entries.map((entry) => entry.id));
      // Held entries of today that the snapshot lacks changed while we were away: dropped.
      // Those it has are merged by version, so a snapshot never undoes a newer pushed save.
      for (const entry of Object.values(state.byId))
        if (entry.created_on !== today || inSnapshot.has(entry.id)) byId[entry.id] = entry;
      for (const entry of entries) if (newer(byId[entry.id], entry)) byId[entry.id] = entry;
      return { byId, loaded: true, statsByYear: { ...state.statsByYear, [stats.year]: stats } };
    });
  },
  upsert(entry) {
    set((state) => (newer(state.byId[entry.id], entry) ? { byId: { ...state.byId, [entry.id]: entry } } : state));
  },
  upsertMany(entries) {
    set((state) => {
      const byId = { ...state.byId };
      for (const entry of entries) if (newer(byId[entry.id], entry)) byId[entry.id] = entry;
      return { byId };
    });
  },
  setStats(stats) {
    set((state) => ({ statsByYear: { ...state.statsByYear, [stats.year]: stats } }));
  },
}));

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
