import type { FastifyInstance } from 'fastify';
import { can } from '../../shared/roles.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { AuthUser } from '../auth/auth-user.js';
import { forbidden, unprocessable } from '../http/errors.js';
import type { Undoables, UndoOptions } from './undoables.js';

export const NOT_UNDOABLE = 'This kind of entry cannot be undone.';
/**
 * Undoing an addition would mean deleting the record, and nothing in these areas is deleted for
 * good (patient records are kept; a "delete" archives). So it is refused; the row's own Delete
 * does it, with its confirmation.
 */
export const CREATE_NOT_UNDOABLE = 'An addition cannot be undone; delete the entry from its list instead.';

/** Whether the entry's area registered an undo for its action (and the entry saved a `before`). */
export const isUndoable = (undoables: Undoables, entry: Pick<AuditEntry, 'area' | 'action' | 'before'>): boolean =>
  entry.before !== null && (undoables.of(entry.area)?.actions.has(entry.action) ?? false);

/** Whether the role may write (and so undo) the records of an undoable area. */
export const mayWriteArea = (undoables: Undoables, role: number, area: string): boolean => {
  const undoable = undoables.of(area);
  return undoable !== undefined && can(role, undoable.permission);
};

/** Whether the role may write any area whose entries undo restores (checked before any entry is read). */
export const mayUndoAnything = (undoables: Undoables, role: number): boolean =>
  undoables.permissions().some((permission) => can(role, permission));

/** Undoes `entry` through the area's own service (its rules, its 409, its live push). */
export async function undoEntry(
  app: FastifyInstance,
  actor: AuthUser,
  entry: AuditEntry,
  options: UndoOptions = { acknowledgeWarnings: false },
): Promise<{ area: string; entityId: string }> {
  if (entry.action === 'create') throw unprocessable({ entry: [CREATE_NOT_UNDOABLE] });
  const undoable = app.undoables.of(entry.area);
  if (!undoable || !isUndoable(app.undoables, entry)) throw unprocessable({ entry: [NOT_UNDOABLE] });
  if (!can(actor.role, undoable.permission)) throw forbidden();
  return { area: entry.area, entityId: await undoable.undo(actor, entry, options) };
}
