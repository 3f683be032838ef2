import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import type { DayCaseProgress } from '../../shared/schemas/case-tracking.js';
import type { Db } from '../db/connect.js';
import { caseCodeOf } from './case-codes.repository.js';
import { milestonesOf, progressOfDay, toCaseProgress, type MilestoneRow } from './case-tracking.repository.js';
import './case-tracking.changes.js';

/** Every case of `date` with anything recorded, by event id (two queries, whatever their number). */
export async function dayCaseProgress(db: Db, date: string): Promise<DayCaseProgress> {
  const cases = await progressOfDay(db, date);
  const milestones = await milestonesOf(
    db,
    cases.map(({ event }) => event.id),
  );
  const byCase = new Map<number, MilestoneRow[]>();
  for (const milestone of milestones)
    byCase.set(milestone.event_id, [...(byCase.get(milestone.event_id) ?? []), milestone]);
  const entries = [];
  for (const { event, row, code } of cases) {
    const progress = toCaseProgress(event, code ?? (await caseCodeOf(db, event)), row, byCase.get(event.id) ?? []);
    entries.push([String(event.id), progress] as const);
  }
  return { cases: Object.fromEntries(entries) };
}

/**
 * The case tracking's part of the day rooms' snapshots (and so of the wall boards' days), and
 * after a commit each case's whole progress to its day room (the boards' copy is mirrored from there).
 */
export function registerCaseTrackingLive(app: FastifyInstance): void {
  app.roomSnapshots.provide('day', 'case-tracking', (room) => dayCaseProgress(app.db, room.date));
  app.projections.register(['case-progress'], (changes) => {
    for (const { progress } of changes)
      app.publisher.publish(rooms.day(progress.event_date), 'case:progress', progress);
  });
}
