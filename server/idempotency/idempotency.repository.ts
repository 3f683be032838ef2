import type { Db } from '../db/connect.js';

/** A write being answered under an Idempotency-Key. */
export interface IdempotentWrite {
  /** `<user id>:<the client's key>`. */
  key: string;
  method: string;
  path: string;
}

export const KEEP_KEYS_MS = 24 * 60 * 60 * 1000;

// Keyed by the request's AuthUser object (the `actor` every service passes to recordAudit), as
// the audit context is: services keep their signatures.
const writes = new WeakMap<object, IdempotentWrite>();

export function setIdempotentWrite(actor: object, write: IdempotentWrite): void {
  writes.set(actor, write);
}

export function idempotentWriteOf(actor: object): IdempotentWrite | undefined {
  return writes.get(actor);
}

/**
 * Inside the write's own transaction (recordAudit calls it with every audited change): the key
 * commits exactly when the write does, so a retry finds it even if the answer was never recorded.
 */
export async function claimIdempotencyKey(trx: Db, actor: object): Promise<void> {
  const write = writes.get(actor);
  if (!write) return;
  await trx
    .insertInto('idempotency_keys')
    .values({ ...write, status: null, body: null, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

export function findIdempotencyKey(db: Db, key: string) {
  return db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
}

/** The answers clients were sent, for a retry to get again (one transaction for them all). */
export async function recordIdempotentAnswers(
  db: Db,
  answers: { write: IdempotentWrite; status: number; body: string }[],
): Promise<void> {
  const createdAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const { write, status, body } of answers) {
      await trx
        .insertInto('idempotency_keys')
        .values({ ...write, status, body, created_at: createdAt })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ status, body }))
        .execute();
    }
  });
}

export async function deleteExpiredIdempotencyKeys(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now - KEEP_KEYS_MS).toISOString())
    .execute();
}
