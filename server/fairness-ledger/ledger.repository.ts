import { countLedger, type CallAssignment } from '../../shared/fairness-ledger.js';
import type { FairnessLedger, LedgerEffect } from '../../shared/schemas/fairness-ledger.js';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import type { Db } from '../db/connect.js';
import { callDayRules, listEntries } from '../scheduling/scheduling.queries.js';
import { findPhysicians, listActiveSurgeons } from '../users/physicians.repository.js';

/** The 1st and 2nd calls held in [from, to]. */
export async function callAssignments(db: Db, from: string, to: string): Promise<CallAssignment[]> {
  const entries = await listEntries(db, from, to);
  return entries.flatMap((entry) =>
    (['surgeon_1st', 'surgeon_2nd'] as const).flatMap((slot) => {
      const surgeonId = entry[slot];
      return surgeonId == null ? [] : [{ date: entry.date, slot, surgeon_id: surgeonId }];
    }),
  );
}

/** The fairness ledger of every active surgeon over [from, to]. */
export async function readLedger(db: Db, from: string, to: string, fridayIsWeekend: boolean): Promise<FairnessLedger> {
  const [surgeons, calls, rules] = await Promise.all([
    listActiveSurgeons(db),
    callAssignments(db, from, to),
    callDayRules(db, from, to, fridayIsWeekend),
  ]);
  return countLedger({ from, to }, surgeons, calls, rules);
}

/** One call changing hands: `slot` of `date` from `from` (null: empty) to `to`. */
export interface CallMove {
  date: string;
  slot: CallSlot;
  from: number | null;
  to: number | null;
}

/**
 * What `moves` would do to the counts of `people` over the calendar year of the first move: their
 * counts now and after. Office slots move nothing the ledger counts.
 */
export async function ledgerEffect(
  db: Db,
  fridayIsWeekend: boolean,
  moves: CallMove[],
  people: number[],
): Promise<LedgerEffect> {
  if (moves.length === 0) throw new Error('ledgerEffect: no moves.');
  const year = moves[0]!.date.slice(0, 4);
  const [from, to] = [`${year}-01-01`, `${year}-12-31`];
  const [surgeons, calls, rules] = await Promise.all([
    findPhysicians(db, [...new Set(people)]),
    callAssignments(db, from, to),
    callDayRules(db, from, to, fridayIsWeekend),
  ]);
  const after = calls.filter((call) => !moves.some((move) => move.date === call.date && move.slot === call.slot));
  for (const move of moves) {
    if (move.to != null && (move.slot === 'surgeon_1st' || move.slot === 'surgeon_2nd')) {
      after.push({ date: move.date, slot: move.slot, surgeon_id: move.to });
    }
  }
  // In the order of `people` (the author first), each once.
  const group = [...new Set(people)].flatMap((id) => surgeons.get(id) ?? []);
  const before = countLedger({ from, to }, group, calls, rules);
  const then = countLedger({ from, to }, group, after, rules);
  return {
    from,
    to,
    people: group.map((surgeon, index) => ({
      surgeon,
      before: before.surgeons[index]!.counts,
      after: then.surgeons[index]!.counts,
    })),
  };
}
