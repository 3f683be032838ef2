import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { historyOf } from './audit.repository.js';

/** A record's History, newest first. */
export type HistoryReader = (db: Db, entityId: string) => Promise<AuditEntry[]>;

/**
 * A record's History as one reader may see it: an area whose entries hold what only some people
 * may read (a time-off request's type and note) removes it for the others.
 */
export type HistoryView = (db: Db, viewer: AuthUser, entityId: string, entries: AuditEntry[]) => Promise<AuditEntry[]>;

const wholeView: HistoryView = async (_db, _viewer, _entityId, entries) => entries;

/**
 * How each area's History is read (`app.histories`): an area's own entries for the record, unless
 * the area registered a reader that also finds the entries of other records that changed it; and
 * what each reader sees of them, whole unless the area registered a view.
 */
export class Histories {
  readonly #byArea = new Map<string, HistoryReader>();
  readonly #views = new Map<string, HistoryView>();

  register(area: string, reader: HistoryReader): void {
    this.#byArea.set(area, reader);
  }

  registerView(area: string, view: HistoryView): void {
    this.#views.set(area, view);
  }

  of(area: string): HistoryReader {
    return this.#byArea.get(area) ?? ((db, entityId) => historyOf(db, [area], entityId));
  }

  viewOf(area: string): HistoryView {
    return this.#views.get(area) ?? wholeView;
  }
}
