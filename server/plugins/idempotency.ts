import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import {
  ALREADY_SAVED_MESSAGE,
  deleteExpiredIdempotencyKeys,
  findIdempotencyKey,
  idempotentWriteOf,
  keyReusedError,
  sameRequest,
  setIdempotentWrite,
} from '../idempotency/idempotency.repository.js';
import { idempotentRequestHash } from '../idempotency/request-hash.js';
import { IdempotentAnswers } from '../idempotency/idempotent-answers.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Idempotency-Key on writes: a signed-in client sends one random key per write and the same
 * key when it retries that write (after a timeout, a lost connection or a 503). The first
 * successful answer is kept a day; a retry gets it again (header `Idempotent-Replayed: true`)
 * instead of writing twice. A key sent with another method, path, query or body is refused
 * (422 on `Idempotency-Key`): its request would otherwise be lost without a word. The key is claimed inside the write's own transaction (recordAudit),
 * so even a write whose answer could not be recorded is never made twice. Without the header
 * nothing changes.
 */
export function registerIdempotency(app: FastifyInstance): void {
  const answers = new IdempotentAnswers(app.db, (error) => {
    if (!app.databaseHealth.noteFailure(error)) app.log.warn({ err: error }, 'idempotency answers not kept yet');
  });
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (!WRITES.has(request.method) || !request.identity || header === undefined) return;
    if (typeof header !== 'string' || !KEY.test(header)) {
      throw new HttpError(400, 'Idempotency-Key must be 8 to 100 letters, digits, - or _.');
    }
    const write = {
      key: `${request.identity.id}:${header}`,
      method: request.method,
      path: request.url.split('?')[0]!,
      request_hash: idempotentRequestHash(request.method, request.url, request.body),
    };
    const first = answers.pending(write.key) ?? (await findIdempotencyKey(app.db, write.key));
    if (!first) {
      setIdempotentWrite(request.identity, write);
      return;
    }
    if (!sameRequest(first, write)) throw keyReusedError();
    if (first.status === null) throw new HttpError(409, ALREADY_SAVED_MESSAGE);
    return reply
      .status(first.status)
      .header('Idempotent-Replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(first.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.identity ? idempotentWriteOf(request.identity) : undefined;
    if (!write || reply.statusCode >= 300 || reply.getHeader('idempotent-replayed')) return payload;
    answers.keep(write, reply.statusCode, typeof payload === 'string' ? payload : '');
    return payload;
  });

  const purge = () =>
    void deleteExpiredIdempotencyKeys(app.db).catch((error: unknown) => app.databaseHealth.noteFailure(error));
  const timer = setInterval(purge, PURGE_EVERY_MS).unref();
  app.addHook('onReady', async () => purge());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await answers.flush();
  });
}
