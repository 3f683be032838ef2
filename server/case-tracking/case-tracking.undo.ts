import type { FastifyInstance } from 'fastify';
import { caseProgressSchema } from '../../shared/schemas/case-tracking.js';
import { withChangedSince } from '../audit/changed-since.js';
import { notesByVersion, numericIds, savedVersion } from '../audit/undo-state.js';
import { progressVersions } from './case-tracking.repository.js';
import { restoreProgress } from './case-tracking.service.js';

/** History's Undo of a case-tracking entry: the case's progress put back as the entry found it. */
export function registerCaseTrackingUndo(app: FastifyInstance): void {
  app.undoables.register({
    area: 'case-tracking',
    actions: ['update', 'undo'],
    permission: 'case-tracking.write',
    before: caseProgressSchema,
    undoNotes: notesByVersion(async (db, keys) => {
      const rows = await progressVersions(db, numericIds(keys));
      return new Map(rows.map((row) => [String(row.event_id), { version: row.version }]));
    }),
    restore: async (actor, { entry, before }) => {
      await withChangedSince(entry.after, () => restoreProgress(app, actor, before, savedVersion(entry)));
      return String(before.event_id);
    },
  });
}
