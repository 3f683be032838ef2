import type { FastifyInstance } from 'fastify';
import { calendarEntryInputSchema } from '../../shared/schemas/call-calendar.js';
import { withChangedSince } from '../audit/changed-since.js';
import { notesByVersion, savedVersion } from '../audit/undo-state.js';
import { dayVersions } from './call-entries.repository.js';
import { saveCallEntries } from './call-entries.service.js';

/** History's Undo of a call-calendar day: its slots as they were, from the version the entry left. */
export function registerCallDayUndo(app: FastifyInstance): void {
  app.undoables.register({
    area: 'call-calendar',
    actions: ['update', 'undo'],
    permission: 'call-calendar.write',
    before: calendarEntryInputSchema,
    undoNotes: notesByVersion(async (db, dates) => {
      const stored = new Map((await dayVersions(db, dates)).map((row) => [row.date, row.version]));
      // A day nobody saved yet stands at version 0 (as the area answers it).
      return new Map(dates.map((date) => [date, { version: stored.get(date) ?? 0 }]));
    }),
    restore: async (actor, { entry, before }, { acknowledgeWarnings, followUp }) => {
      const day = { ...before, version: savedVersion(entry) };
      await withChangedSince(entry.after, () =>
        saveCallEntries(app, actor, [day], { acknowledgeWarnings, alsoInTransaction: followUp }),
      );
      return before.date;
    },
  });
}
