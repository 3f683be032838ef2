import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import type { BlockMonthSnapshot } from '../../shared/schemas/block-time.js';
import { readDayOverlay, readEffectiveDates, readMonthRecord } from './block-time.views.js';
import './block-time.changes.js';

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
  // A saved month: its calendar to its room, each changed day's footers to that day's room.
  app.projections.register(['block-month'], (changes) => {
    for (const { saved, dayOverlays } of changes) {
      app.publisher.publish(rooms.month(saved.month), 'block-time:saved', saved);
      for (const overlay of dayOverlays)
        app.publisher.publish(rooms.day(overlay.date), 'block-time:day-changed', overlay);
    }
  });
}
