import { create } from 'zustand';
import { isActiveRound, roundMatchesName, type RoundRecord, type RoundsSnapshot } from '../../shared/schemas/rounds.js';

export type { RoundsSnapshot };

interface RoundsState {
  byId: Record<number, RoundRecord>;
  loaded: boolean;
  /**
   * The room's snapshot is the truth about active entries: held entries that were active but
   * are not in it changed while we were away, so they are dropped (pages refetch their lists).
   */
  sync(snapshot: RoundsSnapshot): void;
  /** Keeps the newer of what is held and what arrived (an echo of one's own save is harmless). */
  upsert(round: RoundRecord): void;
  upsertMany(rounds: RoundRecord[]): void;
}

const newer = (held: RoundRecord | undefined, arrived: RoundRecord) => !held || held.version <= arrived.version;

export const useRoundsStore = create<RoundsState>((set) => ({
  byId: {},
  loaded: false,
  sync({ active, archivedToday }) {
    set((state) => {
      const byId: Record<number, RoundRecord> = {};
      const inSnapshot = new Set([...active, ...archivedToday].map((round) => round.id));
      // Held active entries that the snapshot lacks changed while we were away: dropped. Those
      // it has are merged by version, so a snapshot never undoes a newer pushed save.
      for (const round of Object.values(state.byId))
        if (!isActiveRound(round) || inSnapshot.has(round.id)) byId[round.id] = round;
      for (const round of [...active, ...archivedToday]) if (newer(byId[round.id], round)) byId[round.id] = round;
      return { byId, loaded: true };
    });
  },
  upsert(round) {
    set((state) => (newer(state.byId[round.id], round) ? { byId: { ...state.byId, [round.id]: round } } : state));
  },
  upsertMany(rounds) {
    set((state) => {
      const byId = { ...state.byId };
      for (const round of rounds) if (newer(byId[round.id], round)) byId[round.id] = round;
      return { byId };
    });
  },
}));

const byRoom = (a: RoundRecord, b: RoundRecord) =>
  a.room.localeCompare(b.room, undefined, { numeric: true }) || a.last_name.localeCompare(b.last_name) || a.id - b.id;

export const activeRounds = (byId: Record<number, RoundRecord>) =>
  Object.values(byId).filter(isActiveRound).sort(byRoom);

/** The archive of a practice day: archived, signed off or discharged, last changed that day. */
export const archivedRoundsOn = (byId: Record<number, RoundRecord>, date: string) =>
  Object.values(byId)
    .filter((round) => !isActiveRound(round) && round.updated_on === date)
    .sort(byRoom);

export const roundsMatching = (byId: Record<number, RoundRecord>, name: string) =>
  Object.values(byId)
    .filter((round) => roundMatchesName(round, name))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
