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

/**
 * Work another area does when an entry of an area is undone, inside the undo's own transaction
 * (a call request learns that the call it set was put back).
 */
export type UndoFollower = (trx: Db, actor: AuthUser, entry: AuditEntry) => Promise<void>;

/** What a restore is given: the options, and its area's followers to run inside its transaction. */
export interface RestoreOptions extends UndoOptions {
  followUp: (trx: Db) => Promise<void>;
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
  /**
   * Writes the record back through the area's own service; answers the id of the entity it wrote.
   * An area that other areas follow (`follow`) runs `options.followUp` inside its write's transaction.
   */
  restore: (actor: AuthUser, saved: SavedEntry<Before>, options: RestoreOptions) => Promise<string>;
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
  readonly #followers = new Map<string, UndoFollower[]>();

  register<Before>(undoable: Undoable<Before>): void {
    if (this.#byArea.has(undoable.area)) throw new Error(`The undo of ${undoable.area} is registered twice.`);
    this.#byArea.set(undoable.area, {
      permission: undoable.permission,
      actions: new Set(undoable.actions),
      undoNotes: undoable.undoNotes,
      undo: async (actor, entry, options) =>
        undoable.restore(
          actor,
          { entry, before: parse(undoable.before, entry.before) },
          { ...options, followUp: (trx) => this.#runFollowers(undoable.area, trx, actor, entry) },
        ),
    });
  }

  /** Has `follower` run whenever an entry of `area` is undone, in the same transaction. */
  follow(area: AuditArea, follower: UndoFollower): void {
    this.#followers.set(area, [...(this.#followers.get(area) ?? []), follower]);
  }

  async #runFollowers(area: string, trx: Db, actor: AuthUser, entry: AuditEntry): Promise<void> {
    for (const follower of this.#followers.get(area) ?? []) await follower(trx, actor, entry);
  }

  of(area: string): RegisteredUndo | undefined {
    return this.#byArea.get(area);
  }

  /** The write permissions of every undoable area. */
  permissions(): Permission[] {
    return [...this.#byArea.values()].map((undoable) => undoable.permission);
  }
}
