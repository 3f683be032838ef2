import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addVacationBodySchema } from '../../shared/schemas/call-calendar-time-off.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { removedDate } from '../../shared/time-off-removal.js';
import { conflict, unprocessable } from '../http/errors.js';
import { NOT_UNDOABLE } from '../audit/undo.js';
import { CHANGED_SINCE } from '../audit/undo-state.js';
import type { Db } from '../db/connect.js';
import { datesAlreadyOff, daysOffAmong, surgeonsOffOn } from './time-off.repository.js';
import { addTimeOff } from './time-off.service.js';

/** The surgeon and type of a removed time off, as an addition reads them. */
const removedTimeOffSchema = z.object({
  surgeon_id: addVacationBodySchema.shape.surgeon_id,
  vacation_type: addVacationBodySchema.shape.vacation_type,
});
const surgeonOfSchema = z.object({ surgeon_id: z.number() });

/** A removed date is "changed since" when the surgeon has that date off again (any record). */
async function timeOffNotes(db: Db, entries: AuditEntry[]): Promise<Map<number, string | null>> {
  const wanted = entries.map((entry) => ({
    entry,
    surgeon: surgeonOfSchema.safeParse(entry.before).data?.surgeon_id,
    date: removedDate(entry),
  }));
  const dates = [...new Set(wanted.flatMap((w) => (w.date ? [w.date] : [])))];
  const surgeons = [...new Set(wanted.flatMap((w) => (w.surgeon === undefined ? [] : [w.surgeon])))];
  const off = dates.length > 0 && surgeons.length > 0 ? await daysOffAmong(db, surgeons, dates) : [];
  const offAgain = new Set(off.map((row) => `${row.surgeon_id}/${row.date}`));
  return new Map(
    wanted.map((w) => [w.entry.id, !w.date || offAgain.has(`${w.surgeon}/${w.date}`) ? CHANGED_SINCE : null]),
  );
}

/** History's Undo of a removed time-off date: gives it back to the surgeon, as the same time off (a new record). */
export function registerTimeOffUndo(app: FastifyInstance): void {
  app.undoables.register({
    area: 'time-off',
    actions: ['remove-date'],
    permission: 'call-calendar.write',
    before: removedTimeOffSchema,
    undoNotes: timeOffNotes,
    restore: async (actor, { entry, before }, { acknowledgeWarnings }) => {
      const date = removedDate(entry);
      if (!date) throw unprocessable({ entry: [NOT_UNDOABLE] });
      if ((await datesAlreadyOff(app.db, before.surgeon_id, [date])).length > 0) {
        const current = (await surgeonsOffOn(app.db, [date])).filter((row) => row.surgeon_id === before.surgeon_id);
        throw conflict(current, `The surgeon has time off on ${date} again; nothing was undone.`);
      }
      const { record } = await addTimeOff(app, actor, {
        ...before,
        vacation_start_date: date,
        vacation_end_date: date,
        acknowledge_warnings: acknowledgeWarnings,
      });
      return String(record.id);
    },
  });
}
