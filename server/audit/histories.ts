import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { Db } from '../db/connect.js';
import { historyOf } from './audit.repository.js';

/** A record's History, newest first. */
export type HistoryReader = (db: Db, entityId: string) => Promise<AuditEntry[]>;

/**
 * How each area's History is read (`app.histories`): an area's own entries for the record, unless
 * the area registered a reader that also finds the entries of other records that changed it.
 */
export class Histories {
  readonly #byArea = new Map<string, HistoryReader>();

  register(area: string, reader: HistoryReader): void {
    this.#byArea.set(area, reader);
  }

  of(area: string): HistoryReader {
    return this.#byArea.get(area) ?? ((db, entityId) => historyOf(db, [area], entityId));
  }
}
