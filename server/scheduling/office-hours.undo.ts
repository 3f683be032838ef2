import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import {
  officeHoursBodySchema,
  type OfficeHours,
  type OfficeHoursBody,
  type OfficePeriod,
} from '../../shared/schemas/call-calendar-office-hours.js';
import { changedFields, changedSinceMessage } from '../audit/changed-fields.js';
import { CHANGED_SINCE } from '../audit/undo-state.js';
import type { Db } from '../db/connect.js';
import { conflict, unprocessable } from '../http/errors.js';
import { readOfficeHours } from './office-hours.repository.js';
import { saveOfficeHours } from './office-hours.service.js';

/** One period's hours as an entry saved them (the view's `am` or `pm`). */
const savedHoursSchema = z.object({
  period: officeHoursBodySchema.shape.period,
  start_time: officeHoursBodySchema.shape.start_time,
  end_time: officeHoursBodySchema.shape.end_time,
  effective_date_start: z.string().nullable(),
}) satisfies z.ZodType<OfficeHours>;
/** The office-hours view an entry saved before and after a save. */
const savedViewSchema = z.object({ am: savedHoursSchema, pm: savedHoursSchema });
type SavedView = z.output<typeof savedViewSchema>;

const SAVED_ENTITY = /^(AM|PM)-(\d{4}-\d{2}-\d{2})$/;

interface SavedHours {
  period: OfficePeriod;
  date: string;
  before: OfficeHours;
  after: OfficeHours;
}

/** The period and effective date an office-hours entry saved ("AM-2026-12-01"), with its hours before and after. */
function savedHours(entry: AuditEntry, before: SavedView | undefined): SavedHours | null {
  const match = SAVED_ENTITY.exec(entry.entity_id ?? '');
  const after = savedViewSchema.safeParse(entry.after).data;
  if (!match || !match[2] || !before || !after) return null;
  const period: OfficePeriod = match[1] === 'AM' ? 'AM' : 'PM';
  const key = period === 'AM' ? 'am' : 'pm';
  return { period, date: match[2], before: before[key], after: after[key] };
}

/** The period's hours in force from the saved date now, and whether they are still the ones saved. */
async function hoursNow(db: Db, saved: SavedHours): Promise<{ now: OfficeHours; unchanged: boolean }> {
  const now = (await readOfficeHours(db, saved.date))[saved.period === 'AM' ? 'am' : 'pm'];
  const unchanged =
    now.effective_date_start === saved.date &&
    now.start_time === saved.after.start_time &&
    now.end_time === saved.after.end_time;
  return { now, unchanged };
}

/** Hours saved from a date are "changed since" when other hours are in force from it now (one read per entry: few are ever saved). */
async function officeHoursNotes(db: Db, entries: AuditEntry[]): Promise<Map<number, string | null>> {
  const notes = new Map<number, string | null>();
  for (const entry of entries) {
    const saved = savedHours(entry, savedViewSchema.safeParse(entry.before).data);
    notes.set(entry.id, !saved || !(await hoursNow(db, saved)).unchanged ? CHANGED_SINCE : null);
  }
  return notes;
}

/**
 * The save that puts a period's hours from the entry's effective date back to the hours in force
 * there before (422 when the entry does not say, 409 when changed since). A date that had no change
 * of its own keeps one now, with the earlier hours: the hours in force on every day are as before.
 */
async function officeHoursToRestore(db: Db, entry: AuditEntry, before: SavedView): Promise<OfficeHoursBody> {
  const saved = savedHours(entry, before);
  if (!saved) throw unprocessable({ entry: ['This office-hours entry does not say which hours it saved.'] });
  const { now, unchanged } = await hoursNow(db, saved);
  if (!unchanged) throw conflict(now, changedSinceMessage(changedFields(saved.after, now)));
  return {
    period: saved.period,
    start_time: saved.before.start_time,
    end_time: saved.before.end_time,
    effective_date_start: saved.date,
  };
}

/** History's Undo of an office-hours save: a period's hours from the entry's date as they were. */
export function registerOfficeHoursUndo(app: FastifyInstance): void {
  app.undoables.register({
    area: 'office-hours',
    actions: ['save', 'undo'],
    permission: 'call-calendar.write',
    before: savedViewSchema,
    undoNotes: officeHoursNotes,
    restore: async (actor, { entry, before }) => {
      await saveOfficeHours(app, actor, await officeHoursToRestore(app.db, entry, before));
      return entry.entity_id ?? '';
    },
  });
}
