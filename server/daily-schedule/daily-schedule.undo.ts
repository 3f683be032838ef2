import type { FastifyInstance } from 'fastify';
import { serviceDepsOf } from '../service-deps.js';
import { idSchema } from '../../shared/schemas/common.js';
import { storedEventFieldsSchema, type EventInput } from '../../shared/schemas/daily-schedule.js';
import { withChangedSince } from '../audit/changed-since.js';
import { notesByVersion, numericIds, savedVersion } from '../audit/undo-state.js';
import { eventVersions } from './daily-schedule.repository.js';
import { updateEvent } from './daily-schedule.service.js';

const savedEventSchema = storedEventFieldsSchema.extend({ id: idSchema });

/** History's Undo of an event: edited (or moved), put back as it was from the version the entry left. */
export function registerDailyScheduleUndo(app: FastifyInstance): void {
  app.undoables.register({
    area: 'daily-schedule',
    actions: ['update', 'undo'],
    permission: 'daily-schedule.write',
    before: savedEventSchema,
    undoNotes: notesByVersion(async (db, keys) => {
      const rows = await eventVersions(db, numericIds(keys));
      return new Map(rows.map((row) => [String(row.id), { version: row.version }]));
    }),
    restore: async (actor, { entry, before: { id, ...fields } }, { acknowledgeWarnings }) => {
      const input: EventInput = { ...fields, version: savedVersion(entry) };
      await withChangedSince(entry.after, () => updateEvent(serviceDepsOf(app), actor, id, input, acknowledgeWarnings));
      return String(id);
    },
  });
}
