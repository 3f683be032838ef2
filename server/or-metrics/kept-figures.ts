import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import type { ChangeOf } from '../realtime/changes.js';
import { catchUpKeptDays, keptThroughAt } from './kept-catch-up.js';
import { keepDays, readKeptSettings, rebuildKeptDays } from './kept-days.repository.js';
import type { OrMetricsSettings } from './or-metrics.repository.js';

/** The practice's settings the figures follow. */
export const orMetricsSettingsOf = (config: Pick<Config, 'lateGraceMinutes' | 'turnoverMaxGapMinutes'>) =>
  ({
    graceMinutes: config.lateGraceMinutes,
    turnoverMaxGapMinutes: config.turnoverMaxGapMinutes,
  }) satisfies OrMetricsSettings;

/** The case days a write touched: both days of a moved event, the day of a case whose progress changed. */
export function touchedDays(changes: ChangeOf<'schedule-event' | 'case-progress'>[]): string[] {
  const days = new Set<string>();
  for (const change of changes) {
    if (change.kind === 'case-progress') {
      days.add(change.progress.event_date);
      continue;
    }
    if (change.before) days.add(change.before.event_date);
    if (change.after) days.add(change.after.row.event_date);
  }
  return [...days];
}

/**
 * Every write of an event (its date, times, room, surgeons, archiving) or of a case's progress
 * (milestones, delay, cancellation, their undo) keeps the figures of the days it touched, in its
 * own transaction: a write that rolls back keeps nothing.
 */
export function registerOrMetricsKeeper(app: FastifyInstance): void {
  app.keepers.register(['schedule-event', 'case-progress'], (trx, changes) => keepDays(trx, touchedDays(changes)));
}

/**
 * At start (main.ts, before listening): when the kept figures were computed with other settings
 * than the portal's, computes them all again with the portal's (until then the metrics are summed
 * from the cases); otherwise keeps again the days of the writes audited since the last start
 * (kept-catch-up.ts). Answers which it did.
 */
export async function keepFiguresAtStart(
  db: Db,
  settings: OrMetricsSettings,
  now: Date,
): Promise<{ rebuilt: true } | { rebuilt: false; days: number }> {
  const kept = await readKeptSettings(db);
  if (kept?.graceMinutes === settings.graceMinutes && kept.turnoverMaxGapMinutes === settings.turnoverMaxGapMinutes)
    return { rebuilt: false, days: await catchUpKeptDays(db, now) };
  await rebuildKeptDays(db, settings, keptThroughAt(now));
  return { rebuilt: true };
}
