import { conflict, HttpError } from '../http/errors.js';
import { changedFields, changedSinceMessage } from './changed-fields.js';

/** The record a 409's `current` holds: the first of a list, a `{ record }`'s record, or itself. */
function recordOf(current: unknown): unknown {
  if (Array.isArray(current)) return current[0];
  if (typeof current === 'object' && current !== null && 'record' in current) return current.record ?? current;
  return current;
}

/** Runs an undo's write; a 409 from the area's service says which fields changed since the entry (`after`). */
export async function withChangedSince(after: unknown, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    const current = error.extra.current;
    throw conflict(current, changedSinceMessage(changedFields(after, recordOf(current))));
  }
}
