import type { Kysely } from 'kysely';

/**
 * What each Idempotency-Key was first sent with: a SHA-256 of the method, the path with its
 * query and the body. A key sent again with another request is refused rather than answered
 * with the first request's outcome. Null for keys kept before this column existed (gone within
 * a day), which are judged by method and path alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('request_hash').execute();
}
