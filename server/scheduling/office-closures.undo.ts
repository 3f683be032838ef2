import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { OFFICE_NOTE_CLOSE, officeRecordBodySchema } from '../../shared/schemas/office-closures.js';
import { CHANGED_SINCE } from '../audit/undo-state.js';
import type { Db } from '../db/connect.js';
import { conflict } from '../http/errors.js';
import { closedAmong, listOfficeRecords } from './office-closures.repository.js';
import { saveOfficeRecord } from './office-closures.service.js';

/** The date of a removed closure, as a closure reads it. */
const removedClosureSchema = officeRecordBodySchema.pick({ effective_date_start: true });
const dateOfSchema = z.object({ effective_date_start: z.string() });

/** A removed closure is "changed since" when the office is closed on that date again (any closure). */
async function closureNotes(db: Db, entries: AuditEntry[]): Promise<Map<number, string | null>> {
  const dateOf = (entry: AuditEntry) => dateOfSchema.safeParse(entry.before).data?.effective_date_start;
  const dates = [...new Set(entries.flatMap((entry) => dateOf(entry) ?? []))];
  const closedAgain = new Set(dates.length > 0 ? await closedAmong(db, dates) : []);
  return new Map(entries.map((entry) => [entry.id, closedAgain.has(dateOf(entry) ?? '') ? CHANGED_SINCE : null]));
}

/** History's Undo of a removed closure: closes the office again on its date (a new record, as a closure always is). */
export function registerOfficeClosuresUndo(app: FastifyInstance): void {
  app.undoables.register({
    area: 'office-closures',
    actions: ['remove'],
    permission: 'call-calendar.write',
    before: removedClosureSchema,
    undoNotes: closureNotes,
    restore: async (actor, { before: { effective_date_start: date } }, { acknowledgeWarnings }) => {
      const current = await listOfficeRecords(app.db, OFFICE_NOTE_CLOSE, date, date);
      if (current.length > 0) throw conflict(current, `The office is closed on ${date} again; nothing was undone.`);
      const { record } = await saveOfficeRecord(app, actor, {
        note: OFFICE_NOTE_CLOSE,
        effective_date_start: date,
        acknowledge_warnings: acknowledgeWarnings,
      });
      return String(record.id);
    },
  });
}
