import { isActiveRound, roundMatchesName, type RoundRecord, type RoundsSnapshot } from '../../shared/schemas/rounds.js';
import { createRecordStore } from '../lib/record-store';

export type { RoundsSnapshot };

/** The room's snapshot is the truth about active entries (and today's archive it lists). */
export const useRoundsStore = createRecordStore<RoundRecord, RoundsSnapshot>({
  records: ({ active, archivedToday }) => [...active, ...archivedToday],
  covers: (round) => isActiveRound(round),
});

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
