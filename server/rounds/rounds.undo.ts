import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { flagSchema, idSchema } from '../../shared/schemas/common.js';
import { roundFields } from '../../shared/schemas/rounds.js';
import { withChangedSince } from '../audit/changed-since.js';
import { notesByVersion, numericIds, savedVersion } from '../audit/undo-state.js';
import { roundVersions } from './rounds.repository.js';
import { restoreRound } from './rounds.service.js';

/** A rounds entry's fields and flags as an entry saved them (checked as an edit checks them). */
const savedRoundSchema = z
  .object({ id: idSchema, ...roundFields, so: flagSchema, dc: flagSchema, is_archived: flagSchema })
  .refine((round) => !(round.so === 1 && round.dc === 1), {
    path: ['so'],
    message: 'S/O and D/C cannot both be ticked.',
  });

/** History's Undo of a rounds entry: edited, S/O or D/C, or deleted, put back from the version the entry left. */
export function registerRoundsUndo(app: FastifyInstance): void {
  app.undoables.register({
    area: 'rounds',
    actions: ['update', 'archive', 'undo'],
    permission: 'rounds.write',
    before: savedRoundSchema,
    undoNotes: notesByVersion(async (db, keys) => {
      const rows = await roundVersions(db, numericIds(keys));
      return new Map(rows.map((row) => [String(row.id), { version: row.version }]));
    }),
    restore: async (actor, { entry, before: { id, ...values } }) => {
      await withChangedSince(entry.after, () => restoreRound(app, actor, id, values, savedVersion(entry)));
      return String(id);
    },
  });
}
