import { todayIso } from '../../shared/dates.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { Db } from '../db/connect.js';

/** Why an entry of an undoable kind cannot be undone now (shown in place of its Undo). */
export const CHANGED_SINCE = 'Changed since';
export const NOT_ITS_DAY = 'Only on the day it was added';

interface Current {
  version: number;
  /** Set when the area's rules refuse any change to the record now, whatever its version. */
  note?: string;
}

/** The records' current versions, by entity id, in one query per area. */
type LoadVersions = (db: Db, entityIds: string[]) => Promise<Map<string, Current>>;

/** Numeric record ids (never empty: `in ()` is not SQL). */
const numericIds = (entityIds: string[]) => {
  const ids = entityIds.map(Number).filter(Number.isSafeInteger);
  return ids.length > 0 ? ids : [0];
};

/** The versions of records kept by numeric id in `table`. */
const versionsById =
  (table: 'hospital_rounds' | 'schedule_events'): LoadVersions =>
  async (db, entityIds) => {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'version'])
      .where('id', 'in', numericIds(entityIds))
      .execute();
    return new Map(rows.map((row) => [String(row.id), { version: row.version }]));
  };

const VERSIONS: Record<string, LoadVersions> = {
  rounds: versionsById('hospital_rounds'),
  'operative-log': async (db, entityIds) => {
    const rows = await db
      .selectFrom('operative_entries')
      .select(['id', 'version', 'created_on'])
      .where('id', 'in', numericIds(entityIds))
      .execute();
    const today = todayIso();
    return new Map(
      rows.map((row) => [
        String(row.id),
        { version: row.version, ...(row.created_on === today ? {} : { note: NOT_ITS_DAY }) },
      ]),
    );
  },
  'daily-schedule': versionsById('schedule_events'),
  // A day or month nobody saved yet stands at version 0 (as the areas answer it).
  'call-calendar': async (db, dates) => {
    const rows = await db.selectFrom('call_entries').select(['date', 'version']).where('date', 'in', dates).execute();
    const stored = new Map(rows.map((row) => [row.date, row.version]));
    return new Map(dates.map((date) => [date, { version: stored.get(date) ?? 0 }]));
  },
  'block-time': async (db, months) => {
    const rows = await db
      .selectFrom('block_time_months')
      .select(['month', 'version'])
      .where('month', 'in', months)
      .execute();
    const stored = new Map(rows.map((row) => [row.month, row.version]));
    return new Map(months.map((month) => [month, { version: stored.get(month) ?? 0 }]));
  },
};

const afterVersion = (entry: AuditEntry) => (entry.after as { version?: unknown } | null)?.version;

/** The date a time-off removal took away (as the undo computes it). */
export function removedDate(entry: AuditEntry): string | undefined {
  const before = entry.before as { vacation_dates?: string[] };
  const after = (entry.after ?? {}) as { date?: string; vacation_dates?: string[] };
  return after.date ?? before.vacation_dates?.find((day) => !(after.vacation_dates ?? []).includes(day));
}

/** A removed date is "changed since" when the surgeon has that date off again (any record). */
async function timeOffNotes(db: Db, entries: AuditEntry[]): Promise<Map<number, string | null>> {
  const wanted = entries.map((entry) => ({
    entry,
    surgeon: (entry.before as { surgeon_id?: number }).surgeon_id,
    date: removedDate(entry),
  }));
  const dates = [...new Set(wanted.flatMap((w) => (w.date ? [w.date] : [])))];
  const surgeons = [...new Set(wanted.flatMap((w) => (typeof w.surgeon === 'number' ? [w.surgeon] : [])))];
  const off =
    dates.length > 0 && surgeons.length > 0
      ? await db
          .selectFrom('time_off_dates')
          .select(['surgeon_id', 'date'])
          .where('surgeon_id', 'in', surgeons)
          .where('date', 'in', dates)
          .execute()
      : [];
  const offAgain = new Set(off.map((row) => `${row.surgeon_id}/${row.date}`));
  return new Map(
    wanted.map((w) => [w.entry.id, !w.date || offAgain.has(`${w.surgeon}/${w.date}`) ? CHANGED_SINCE : null]),
  );
}

/**
 * For entries of undoable kinds: null when an undo would apply now, else why not (the record
 * changed since the entry, or its area's rules refuse changes now). One query per area among the
 * entries, whatever their number. A click on a stale Undo still answers 409: this only informs.
 */
export async function undoNotes(db: Db, entries: AuditEntry[]): Promise<Map<number, string | null>> {
  const notes = new Map<number, string | null>();
  const byArea = new Map<string, AuditEntry[]>();
  for (const entry of entries) byArea.set(entry.area, [...(byArea.get(entry.area) ?? []), entry]);
  for (const [area, group] of byArea) {
    if (area === 'time-off') {
      for (const [id, note] of await timeOffNotes(db, group)) notes.set(id, note);
      continue;
    }
    const load = VERSIONS[area];
    const keys = [...new Set(group.flatMap((entry) => entry.entity_id ?? []))];
    if (!load || keys.length === 0) continue;
    const current = await load(db, keys);
    for (const entry of group) {
      const now = current.get(entry.entity_id ?? '');
      notes.set(entry.id, !now || now.version !== afterVersion(entry) ? CHANGED_SINCE : (now.note ?? null));
    }
  }
  return notes;
}
