import { changedFieldNames, fieldLabel } from '../../shared/audit-fields.js';

/** The fields whose values differ between what an entry left and what is stored now (none when either is not a record). */
export function changedFields(then: unknown, now: unknown): string[] {
  if (typeof then !== 'object' || then === null || typeof now !== 'object' || now === null) return [];
  return changedFieldNames(then, now);
}

export function changedSinceMessage(fields: string[]): string {
  return fields.length > 0
    ? `This record changed since that entry (${fields.map(fieldLabel).join(', ')}); nothing was undone. Here is what it holds now.`
    : 'This record changed since that entry; nothing was undone. Here is what it holds now.';
}
