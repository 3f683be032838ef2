import type { FastifyInstance } from 'fastify';
import { blockSaveBodySchema } from '../../shared/schemas/block-time.js';
import { withChangedSince } from '../audit/changed-since.js';
import { notesByVersion, savedVersion } from '../audit/undo-state.js';
import { monthVersions } from './block-time.repository.js';
import { saveBlockMonth } from './block-time.service.js';

/** A month as an entry saved it: a save's body without its version. */
const savedMonthSchema = blockSaveBodySchema.omit({ version: true });

/** History's Undo of a block-time save: the month's blocks and ticks as they were, from the version the entry left. */
export function registerBlockTimeUndo(app: FastifyInstance): void {
  app.undoables.register({
    area: 'block-time',
    actions: ['save', 'undo'],
    permission: 'block-time.write',
    before: savedMonthSchema,
    undoNotes: notesByVersion(async (db, months) => {
      const stored = new Map((await monthVersions(db, months)).map((row) => [row.month, row.version]));
      // A month nobody saved yet stands at version 0 (as the area answers it).
      return new Map(months.map((month) => [month, { version: stored.get(month) ?? 0 }]));
    }),
    restore: async (actor, { entry, before }) => {
      await withChangedSince(entry.after, () =>
        saveBlockMonth(app, actor, { ...before, version: savedVersion(entry) }),
      );
      return before.month;
    },
  });
}
