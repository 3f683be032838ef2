import { API_TIMEOUT_MS } from '../../shared/practice.js';
import type { FieldErrors } from '../../shared/schemas/common.js';
import { storedToken, useSession } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: { message?: string; errors?: FieldErrors; current?: unknown; [key: string]: unknown } = {},
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

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  const token = storedToken();
  try {
    const response = await fetch(`/api${path}`, {
      method,
      signal: controller.signal,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const data = text ? (JSON.parse(text) as unknown) : undefined;
    if (response.status === 401) {
      useSession.getState().clear();
      onUnauthorized();
    }
    if (!response.ok) {
      const errorBody = (data ?? {}) as ApiError['body'];
      throw new ApiError(response.status, errorBody.message ?? response.statusText, errorBody);
    }
    return data as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const timedOut = error instanceof DOMException && error.name === 'AbortError';
    throw new ApiError(0, timedOut ? 'The server did not answer in time.' : 'The server could not be reached.');
  } finally {
    clearTimeout(timer);
  }
}

/** The one HTTP client: JSON, bearer token, 24 s timeout, 401 signs out. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
  put: <T>(path: string, body: unknown = {}) => request<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown = {}) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** Builds a query string from defined values. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
