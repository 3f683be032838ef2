import {
  fillPath,
  type CallInput,
  type ConflictOf,
  type Endpoint,
  type ResponseOf,
} from '../../shared/contract/endpoint.js';
import { API_TIMEOUT_MS } from '../../shared/practice.js';
import type { FieldErrors } from '../../shared/schemas/common.js';
import { storedToken, useSession } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: { message?: string; errors?: FieldErrors; current?: unknown; [key: string]: unknown } = {},
    /** The declared endpoint that answered, when the call went through `call`. */
    readonly endpoint?: Endpoint,
  ) {
    super(message);
  }
  /** The first message per field, as forms show them. */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries(
      Object.entries(this.body.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']),
    );
  }
}

let onUnauthorized: () => void = () => window.location.assign('/');
/** The router sets where a 401 sends the user (to `/`, without a reload). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/**
 * Writes whose outcome is unknown (no answer, or 502/503/504), by method, path and body: sending
 * the same write again reuses its Idempotency-Key, so the server answers the first outcome
 * instead of making it twice. Any real answer settles it.
 */
const unsettledWrites = new Map<string, string>();
const OUTCOME_UNKNOWN = new Set([0, 502, 503, 504]);

/** 128 random bits (not crypto.randomUUID: that needs HTTPS, and a practice may serve plain HTTP on its network). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  endpoint?: Endpoint,
  readHeaders?: (headers: Headers) => void,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  const token = storedToken();
  const json = body === undefined ? undefined : JSON.stringify(body);
  const write = method === 'GET' ? undefined : `${method} ${path} ${json ?? ''}`;
  const key = write ? (unsettledWrites.get(write) ?? newKey()) : undefined;
  if (write && key) unsettledWrites.set(write, key);
  let status = 0;
  try {
    const response = await fetch(`/api${path}`, {
      method,
      signal: controller.signal,
      headers: {
        Accept: endpoint?.produces ?? 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body: json,
    });
    status = response.status;
    readHeaders?.(response.headers);
    const text = await response.text();
    // A text answer (`produces`, e.g. a CSV) is handed over as it came; refusals are JSON.
    const asText = endpoint?.produces !== undefined && response.ok;
    const data = text ? (asText ? text : (JSON.parse(text) as unknown)) : undefined;
    if (response.status === 401) {
      useSession.getState().clear();
      onUnauthorized();
    }
    if (!response.ok) {
      const errorBody = (data ?? {}) as ApiError['body'];
      throw new ApiError(response.status, errorBody.message ?? response.statusText, errorBody, endpoint);
    }
    return data as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const timedOut = error instanceof DOMException && error.name === 'AbortError';
    throw new ApiError(
      0,
      timedOut ? 'The server did not answer in time.' : 'The server could not be reached.',
      {},
      endpoint,
    );
  } finally {
    clearTimeout(timer);
    if (write && !OUTCOME_UNKNOWN.has(status)) unsettledWrites.delete(write);
  }
}

/** Builds a query string from defined values. */
function query(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value != null && value !== '') search.set(key, String(value as string | number | boolean));
  const text = search.toString();
  return text ? `?${text}` : '';
}

type CallArgs<E extends Endpoint> =
  Record<string, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * The one HTTP client: calls an endpoint declared in shared/contract, its path filled from
 * `params`, its query and body as its schemas accept them, its answer typed as it declares.
 * JSON, bearer token, 24 s timeout, 401 signs out, an Idempotency-Key on every write.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
  const parts: { params?: object; query?: object; body?: unknown } = input ?? {};
  const path = fillPath(endpoint.path, { ...parts.params }) + query(parts.query ?? {});
  // A DELETE sends a body only where the contract declares one (DELETE /push/subscriptions { endpoint }).
  const body =
    endpoint.method === 'GET' || (endpoint.method === 'DELETE' && !endpoint.body) ? undefined : (parts.body ?? {});
  // The declaration is the server's promise about its answer (its tests check every answer against it).
  return request<ResponseOf<E>>(endpoint.method, path, body, endpoint);
}

/**
 * `call` for a list answered a page at a time (the name searches): its items, and whether the
 * server stopped at its limit with more to give (its `Link: <…>; rel="next"` header).
 */
export async function callPage<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<{ items: ResponseOf<E>; more: boolean }> {
  const parts: { params?: object; query?: object } = input ?? {};
  const path = fillPath(endpoint.path, { ...parts.params }) + query(parts.query ?? {});
  let more = false;
  const items = await request<ResponseOf<E>>(endpoint.method, path, undefined, endpoint, (headers) => {
    more = /rel="next"/.test(headers.get('link') ?? '');
  });
  return { items, more };
}

/** The `current` record of a 409 answered by `endpoint`, or undefined for any other error. */
export function conflictOf<E extends Endpoint & { conflict: unknown }>(
  error: unknown,
  endpoint: E,
): ConflictOf<E> | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.endpoint !== endpoint) return undefined;
  return error.body.current as ConflictOf<E>;
}
