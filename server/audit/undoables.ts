import type { z } from 'zod';
import type { Permission } from '../../shared/roles.js';
import type { AuditAction, AuditArea, AuditEntry } from '../../shared/schemas/audit.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { parse } from '../http/validate.js';

/** `acknowledgeWarnings`: the user saw the soft-rule warnings an earlier try answered and chose "Save anyway". */
export interface UndoOptions {
  acknowledgeWarnings: boolean;
}

/** Why each entry cannot be undone now, by entry id (null: it can). */
export type UndoNotes = (db: Db, entries: AuditEntry[]) => Promise<Map<number, string | null>>;

/** An entry to undo, with its `before` as the area's schema reads it. */
export interface SavedEntry<Before> {
  entry: AuditEntry;
  before: Before;
}

/** What an area registers so that History can undo its entries (server/audit/README.md). */
export interface Undoable<Before> {
  area: AuditArea;
  /** The actions of the entries it can undo (an undo can be undone too). */
  actions: readonly AuditAction[];
  /** Who may write (and so undo) the area's records. */
  permission: Permission;
  /** The entry's saved `before`, as the area's rules read it: 422 with field errors when it no longer passes them. */
  before: z.ZodType<Before>;
  /** Why entries cannot be undone now: `notesByVersion(current-version query)` for versioned records. */
  undoNotes: UndoNotes;
  /** Writes the record back through the area's own service; answers the id of the entity it wrote. */
  restore: (actor: AuthUser, saved: SavedEntry<Before>, options: UndoOptions) => Promise<string>;
}

export interface RegisteredUndo {
  permission: Permission;
  actions: ReadonlySet<string>;
  undoNotes: UndoNotes;
  undo: (actor: AuthUser, entry: AuditEntry, options: UndoOptions) => Promise<string>;
}

/** The undoable areas of one app (`app.undoables`), by audit area. */
export class Undoables {
  readonly #byArea = new Map<string, RegisteredUndo>();

  register<Before>(undoable: Undoable<Before>): void {
    if (this.#byArea.has(undoable.area)) throw new Error(`The undo of ${undoable.area} is registered twice.`);
    this.#byArea.set(undoable.area, {
      permission: undoable.permission,
      actions: new Set(undoable.actions),
      undoNotes: undoable.undoNotes,
      undo: async (actor, entry, options) =>
        undoable.restore(actor, { entry, before: parse(undoable.before, entry.before) }, options),
    });
  }

  of(area: string): RegisteredUndo | undefined {
    return this.#byArea.get(area);
  }

  /** The write permissions of every undoable area. */
  permissions(): Permission[] {
    return [...this.#byArea.values()].map((undoable) => undoable.permission);
  }
}
