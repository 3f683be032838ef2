import type { FastifyInstance } from 'fastify';
import { fillAfterSchema, fillBeforeSchema } from '../../shared/schemas/call-suggestions.js';
import { CHANGED_SINCE } from '../audit/undo-state.js';
import { findEntries } from '../scheduling/scheduling.queries.js';
import { undoFill } from './accept-fill.service.js';

/**
 * History's Undo of a suggested fill: every day it wrote goes back to what it held before, in one
 * step, while each still stands at the version the fill left it at ("Changed since" otherwise).
 */
export function registerFillUndo(app: FastifyInstance): void {
  app.undoables.register({
    area: 'call-suggestions',
    actions: ['accept-fill'],
    permission: 'call-calendar.write',
    before: fillBeforeSchema,
    // One read of every day the entries name, however many entries.
    undoNotes: async (db, entries) => {
      const fills = entries.map((entry) => ({ entry, after: fillAfterSchema.safeParse(entry.after).data }));
      const dates = [...new Set(fills.flatMap(({ after }) => after?.days.map((day) => day.date) ?? []))];
      const now = new Map((await findEntries(db, dates)).map((day) => [day.date, day.version]));
      return new Map(
        fills.map(({ entry, after }) => {
          const standing = after !== undefined && after.days.every((day) => now.get(day.date) === day.version);
          return [entry.id, standing ? null : CHANGED_SINCE];
        }),
      );
    },
    restore: async (actor, { entry, before }, { acknowledgeWarnings }) => {
      const versions = new Map(fillAfterSchema.parse(entry.after).days.map((day) => [day.date, day.version]));
      const days = before.days.map((day) => ({ ...day, version: versions.get(day.date) ?? 0 }));
      await undoFill(app, actor, entry.entity_id!, days, acknowledgeWarnings);
      return entry.entity_id!;
    },
  });
}
