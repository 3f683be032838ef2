import type { FastifyInstance } from 'fastify';
import { flagSchema, idSchema } from '../../shared/schemas/common.js';
import { operativeEntryBodySchema } from '../../shared/schemas/operative-log.js';
import { withChangedSince } from '../audit/changed-since.js';
import { notesByVersion, numericIds, savedVersion } from '../audit/undo-state.js';
import { entryVersions } from './operative-log.repository.js';
import { canEditOn, restoreEntry } from './operative-log.service.js';

/** Why an entry of an earlier day offers no Undo (its rules refuse any change after that day). */
export const NOT_ITS_DAY = 'Only on the day it was added';

/** An operative-log entry as an entry saved it: an edit's body (checked as an edit is), its id and deleted flag. */
const savedEntrySchema = operativeEntryBodySchema.safeExtend({ id: idSchema, is_archived: flagSchema });

/** History's Undo of an operative-log entry: edited or deleted, put back by the rules of an edit. */
export function registerOperativeLogUndo(app: FastifyInstance): void {
  app.undoables.register({
    area: 'operative-log',
    actions: ['update', 'archive', 'undo'],
    permission: 'operative-log.write',
    before: savedEntrySchema,
    undoNotes: notesByVersion(async (db, keys) => {
      const rows = await entryVersions(db, numericIds(keys));
      return new Map(
        rows.map((row) => [
          String(row.id),
          { version: row.version, ...(canEditOn(row.created_on, app.clock.today()) ? {} : { note: NOT_ITS_DAY }) },
        ]),
      );
    }),
    restore: async (actor, { entry, before: { id, is_archived, ...body } }) => {
      const version = savedVersion(entry);
      await withChangedSince(entry.after, () => restoreEntry(app, actor, id, body, is_archived, version));
      return String(id);
    },
  });
}
