/** One write sent with an Idempotency-Key (migrations/0012_idempotency_keys.ts). */
export interface IdempotencyKeyTable {
  /** `<user id>:<the client's key>`: one user's key never answers another's request. */
  key: string;
  method: string;
  /** The request's path without its query string. */
  path: string;
  /**
   * SHA-256 of the method, path with query and body (request-hash.ts, migrations/0015): a key
   * answers only the request it was first sent with. Null on keys kept before the column.
   */
  request_hash: string | null;
  /** The first answer; null while only the write is known to have committed. */
  status: number | null;
  body: string | null;
  /** ISO-8601 UTC instant; rows older than a day are deleted. */
  created_at: string;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeyTable;
}
