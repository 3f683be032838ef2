/**
 * What a request knows that a service does not: the caller's address, and whether this write
 * is an undo. Keyed by the request's AuthUser object (the `actor` every service receives), so
 * services pass only `actor` to recordAudit and keep their signatures.
 */
export interface AuditRequestContext {
  address: string | null;
  /** Set by the undo route: the write records action 'undo' and which entry it undid. */
  undoOf?: number;
}

const contexts = new WeakMap<object, AuditRequestContext>();

export function setAuditContext(actor: object, context: AuditRequestContext): void {
  contexts.set(actor, context);
}

export function auditContextOf(actor: object | null): AuditRequestContext | undefined {
  return actor ? contexts.get(actor) : undefined;
}
