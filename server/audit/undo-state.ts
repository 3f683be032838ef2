import { z } from 'zod';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { Db } from '../db/connect.js';
import { unprocessable } from '../http/errors.js';
import { NOT_UNDOABLE } from './undo.js';
import type { Undoables, UndoNotes } from './undoables.js';

/** Why an entry of an undoable kind cannot be undone now (shown in place of its Undo). */
export const CHANGED_SINCE = 'Changed since';

/** A record's version now; `note` when the area's rules refuse any change to it now, whatever its version. */
export interface CurrentVersion {
  version: number;
  note?: string;
}

/** An area's current-version query: the versions of the records keyed `keys`, in one query. */
export type CurrentVersions = (db: Db, keys: string[]) => Promise<Map<string, CurrentVersion>>;

const versionedSchema = z.object({ version: z.number() });

/** The version an entry's write left the record at (its `after.version`), if it says. */
const versionLeftBy = (entry: Pick<AuditEntry, 'after'>): number | undefined =>
  versionedSchema.safeParse(entry.after).data?.version;

/** The version an undo writes from: the one the entry left (422 when the entry does not say). */
export function savedVersion(entry: Pick<AuditEntry, 'after'>): number {
  const version = versionLeftBy(entry);
  if (version === undefined) throw unprocessable({ entry: [NOT_UNDOABLE] });
  return version;
}

/** Numeric record ids of entity ids (never empty: `in ()` is not SQL). */
export const numericIds = (entityIds: string[]): number[] => {
  const ids = entityIds.map(Number).filter(Number.isSafeInteger);
  return ids.length > 0 ? ids : [0];
};

/** Notes of versioned records: "Changed since" unless the record is still at the version the entry left. */
export const notesByVersion =
  (currentVersions: CurrentVersions): UndoNotes =>
  async (db, entries) => {
    const notes = new Map<number, string | null>();
    const keys = [...new Set(entries.flatMap((entry) => entry.entity_id ?? []))];
    if (keys.length === 0) return notes;
    const current = await currentVersions(db, keys);
    for (const entry of entries) {
      const now = current.get(entry.entity_id ?? '');
      notes.set(entry.id, !now || now.version !== versionLeftBy(entry) ? CHANGED_SINCE : (now.note ?? null));
    }
    return notes;
  };

/**
 * For entries of undoable kinds: null when an undo would apply now, else why not (the record
 * changed since the entry, or its area's rules refuse changes now). One query per area among the
 * entries, whatever their number. A click on a stale Undo still answers 409: this only informs.
 */
export async function undoNotes(
  undoables: Undoables,
  db: Db,
  entries: AuditEntry[],
): Promise<Map<number, string | null>> {
  const notes = new Map<number, string | null>();
  const byArea = new Map<string, AuditEntry[]>();
  for (const entry of entries) byArea.set(entry.area, [...(byArea.get(entry.area) ?? []), entry]);
  for (const [area, group] of byArea) {
    const undoable = undoables.of(area);
    if (!undoable) continue;
    for (const [id, note] of await undoable.undoNotes(db, group)) notes.set(id, note);
  }
  return notes;
}
