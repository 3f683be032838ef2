import type { Generated, Selectable } from 'kysely';
import type { AuditColumns } from '../db/audit-columns.js';

export interface BoardsTable extends AuditColumns {
  id: Generated<number>;
  name: string;
  /** SHA-256 of the url's token (base64url); the token itself is never stored. */
  token_hash: string;
  allow_names: number;
  window_start: string;
  window_end: string;
  rotation_seconds: number;
  is_active: number;
  last_seen_at: string | null;
  /** 'wall' (the OR board, masked unless names are allowed) or 'family' (the waiting room: case codes only). */
  kind: Generated<string>;
}
export type BoardRow = Selectable<BoardsTable>;

export interface BoardsTables {
  boards: BoardsTable;
}
