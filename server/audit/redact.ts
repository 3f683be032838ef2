/** Keys never copied into the audit log, at any depth. */
const SECRET_KEYS = new Set(['password', 'password_hash', 'token', 'token_hash', 'sessionId', 'session_id', 'jwt']);

/** A copy of `value` without secrets, as JSON text (null for undefined/null). */
export function auditJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (key, inner: unknown) => (SECRET_KEYS.has(key) ? undefined : inner));
}
