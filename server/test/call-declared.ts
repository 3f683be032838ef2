import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { scheduleWarningRefusal, type ScheduleWarningRefusal } from '../../shared/contract/schedule-warning.js';
import { fillPath, type CallInput, type Endpoint, type ResponseOf } from '../../shared/contract/endpoint.js';

const refusalSchema = z.looseObject({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** A refusal's body: its message, field errors on a 422, and what else it carries (`current`, `warnings`). */
export type RefusalBody = z.output<typeof refusalSchema>;

/**
 * A declared endpoint's answer: its declared response on success, a refusal otherwise, and the
 * body as sent (`text`): what a test that something never leaves the server reads, since the
 * declared reading drops any field the declaration does not name.
 */
export type DeclaredAnswer<E extends Endpoint> = { status: number; text: string } & (
  { ok: true; body: ResponseOf<E> } | { ok: false; body: RefusalBody }
);

/** `schema.parse`, its answer typed by the schema even when the schema's type is a parameter. */
const parsedBy = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => schema.parse(value);

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls `endpoint` over `app.inject` as the holder of `token` (or anonymously) with typed params,
 * query and body; the answer is read by the declaration (its response schema on 2xx), so a test
 * reads typed fields instead of an untyped `res.json()`.
 */
export async function callDeclared<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: CallInput<E>,
  token?: string,
): Promise<DeclaredAnswer<E>> {
  const parts: { params?: unknown; query?: unknown; body?: unknown } = input;
  const params = z.record(z.string(), z.unknown()).optional().parse(parts.params);
  const query = z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .optional()
    .parse(parts.query);
  const response = await app.inject({
    method: endpoint.method satisfies InjectMethod,
    url: `/api${fillPath(endpoint.path, params)}`,
    query: query && Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(parts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(parts.body === undefined ? {} : { payload: JSON.stringify(parts.body) }),
  });
  const status = response.statusCode;
  const text = response.body;
  if (status < 200 || status >= 300)
    return { ok: false, status, text, body: refusalSchema.parse(text ? JSON.parse(text) : {}) };
  const answer: unknown = status === 204 ? undefined : endpoint.produces ? text : JSON.parse(text);
  const body: ResponseOf<E> = parsedBy<E['response']>(endpoint.response, answer);
  return { ok: true, status, text, body };
}

/** The body of a successful answer; throws with the refusal when the call was refused. */
export function answered<E extends Endpoint>(answer: DeclaredAnswer<E>, status = 200): ResponseOf<E> {
  if (!answer.ok || answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The body of a refusal (its `message`, `errors`, …); throws with the answer when the call succeeded. */
export function refused<E extends Endpoint>(answer: DeclaredAnswer<E>): RefusalBody {
  if (answer.ok) throw new Error(`expected a refusal, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The warnings of a 422 `schedule_warning` refusal, read by its declaration. */
export function warningsOf<E extends Endpoint>(answer: DeclaredAnswer<E>): ScheduleWarningRefusal['warnings'] {
  return scheduleWarningRefusal.parse(refused(answer)).warnings;
}
