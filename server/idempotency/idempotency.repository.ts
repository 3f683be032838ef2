import type { Db } from '../db/connect.js';
import { HttpError, unprocessable } from '../http/errors.js';

/** A write being answered under an Idempotency-Key. */
export interface IdempotentWrite {
  /** `<user id>:<the client's key>`. */
  key: string;
  method: string;
  path: string;
  /** idempotentRequestHash of this request. */
  request_hash: string;
}

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for another request.';
export const ALREADY_SAVED_MESSAGE = 'This change was already saved; its answer was lost. Reload to see it.';

/** 422 on the header, as a field: the client reused a key for a request that is not the first one. */
export const keyReusedError = () => unprocessable({ 'Idempotency-Key': [KEY_REUSED_MESSAGE] }, KEY_REUSED_MESSAGE);

/** Whether a kept key was sent with this request (keys kept before their hash was, by method and path). */
export function sameRequest(
  kept: Omit<IdempotentWrite, 'request_hash'> & { request_hash: string | null },
  write: IdempotentWrite,
) {
  return (
    kept.method === write.method &&
    kept.path === write.path &&
    (kept.request_hash === null || kept.request_hash === write.request_hash)
  );
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

/** The transaction each actor's key was claimed in: a write that audits several rows claims once. */
const claimedIn = new WeakMap<object, Db>();

/**
 * Inside the write's own transaction (recordAudit calls it with every audited change): the key
 * commits exactly when the write does, so a retry finds it even if the answer was never recorded.
 * A key another request claimed meanwhile (sent twice at once) rolls this write back: 422 when
 * that request was another one, 409 when it was this same one.
 */
export async function claimIdempotencyKey(trx: Db, actor: object): Promise<void> {
  const write = writes.get(actor);
  if (!write || claimedIn.get(actor) === trx) return;
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({ ...write, status: null, body: null, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const kept = await findIdempotencyKey(trx, write.key);
    if (kept && !sameRequest(kept, write)) throw keyReusedError();
    throw new HttpError(409, ALREADY_SAVED_MESSAGE);
  }
  claimedIn.set(actor, trx);
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
