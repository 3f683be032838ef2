import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import type { BlockMonthSnapshot, BlockTimeSaved } from '../../shared/schemas/block-time.js';
import type { BlockDayOverlay } from '../../shared/schemas/day-overlays.js';
import type { Publisher } from '../realtime/publisher.js';
import { readDayOverlay, readEffectiveDates, readMonthRecord } from './block-time.views.js';

/** Block time's live side: its parts of the month and day rooms' snapshots, and what they are told after a commit. */
export function registerBlockTimeLive(app: FastifyInstance): void {
  app.roomSnapshots.provide('month', 'block-time', async (room): Promise<BlockMonthSnapshot> => {
    const [record, effectiveDates] = await Promise.all([
      readMonthRecord(app.db, room.month),
      readEffectiveDates(app.db),
    ]);
    return { record, effectiveDates };
  });
  app.roomSnapshots.provide('day', 'block-time', (room) => readDayOverlay(app.db, room.date));
}

/** After a commit: the month's calendar to its room, each changed day's footers to that day's room. */
export function publishBlockMonthSaved(
  publisher: Publisher,
  saved: BlockTimeSaved,
  dayOverlays: BlockDayOverlay[],
): void {
  publisher.publish(rooms.month(saved.month), 'block-time:saved', saved);
  for (const overlay of dayOverlays) {
    publisher.publish(rooms.day(overlay.date), 'block-time:day-changed', overlay);
  }
}
