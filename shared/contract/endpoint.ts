import type { z } from 'zod';
import type { Permission } from '../roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`public`), a wall board's url token (`board`), a calendar
 * feed's secret in the path (`feed`), any live session (`session`), or a session whose role
 * holds one of the permissions (`permission`, refused with the spec's message).
 */
export type Access =
  | { readonly kind: 'public' | 'board' | 'feed' | 'session' }
  | { readonly kind: 'permission'; readonly anyOf: readonly Permission[]; readonly refused?: string };

export const access = {
  public: { kind: 'public' },
  board: { kind: 'board' },
  feed: { kind: 'feed' },
  session: { kind: 'session' },
  permission: (permission: Permission | readonly Permission[], refused?: string): Access => ({
    kind: 'permission',
    anyOf: typeof permission === 'string' ? [permission] : permission,
    refused,
  }),
} as const satisfies Record<string, Access | ((...args: never[]) => Access)>;

/**
 * The refusals an endpoint may answer beyond 401/403 (which its access implies): `validation`
 * 422 `{ message, errors }`, `schedule_warning` 422 with `warnings` until acknowledged,
 * `not_found` 404, `conflict` 409 `{ message, current }` (its `current` typed by `conflict`),
 * `rate_limited` 429.
 */
export type Refusal = 'validation' | 'schedule_warning' | 'not_found' | 'conflict' | 'rate_limited';

/** One HTTP endpoint of the API, declared once: the server registers it, the client calls it, the sweeps and OpenAPI read it. */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Under /api, with `:name` parameters, e.g. `/hospital-round/:id`. */
  readonly path: string;
  readonly summary: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer's JSON (for `text/*` answers, a string). */
  readonly response: z.ZodType;
  readonly status?: 200 | 201 | 204;
  /** Set when the answer is not JSON (`text/calendar`, `text/csv`). */
  readonly produces?: string;
  readonly refusals?: readonly Refusal[];
  /** The `current` record a 409 carries. */
  readonly conflict?: z.ZodType;
}

/** Declares an endpoint, keeping its literal types for the server's handler and the client's call. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type SchemaAt<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What the server's handler receives: each part parsed by its schema (an empty object when not declared). */
export type ParsedInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body']: SchemaAt<E, K> extends z.ZodType
    ? z.output<SchemaAt<E, K>>
    : Record<string, never>;
};

type Part = 'params' | 'query' | 'body';
type InputAt<E, K extends Part> = z.input<Exclude<SchemaAt<E, K>, undefined>>;
/** A part whose schema accepts an empty object (every field optional) may be left out. */
type MayOmit<E, K extends Part> = Record<string, never> extends InputAt<E, K> ? true : false;

/** What a client sends: the declared parts, as their schemas accept them. */
export type CallInput<E extends Endpoint> = {
  [K in Part as SchemaAt<E, K> extends z.ZodType ? (MayOmit<E, K> extends true ? never : K) : never]: InputAt<E, K>;
} & {
  [K in Part as SchemaAt<E, K> extends z.ZodType ? (MayOmit<E, K> extends true ? K : never) : never]?: InputAt<E, K>;
};

/** The success answer. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** The `current` record of the endpoint's 409. */
export type ConflictOf<E extends Endpoint> = E extends { readonly conflict: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/** `/hospital-round/:id` with `{ id: 7 }` → `/hospital-round/7` (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
}
