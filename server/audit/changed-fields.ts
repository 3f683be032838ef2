/** Bookkeeping fields that change with every write and say nothing about what changed. */
const BOOKKEEPING = new Set([
  'version',
  'updated_at',
  'update_by',
  'updated_by',
  'updated_on',
  'cleared_calls',
  'undo_of',
]);

/** The fields whose values differ between what an entry left and what is stored now. */
export function changedFields(then: unknown, now: unknown): string[] {
  if (typeof then !== 'object' || then === null || typeof now !== 'object' || now === null) return [];
  const a = then as Record<string, unknown>;
  const b = now as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => !BOOKKEEPING.has(key) && JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
}

export function changedSinceMessage(fields: string[]): string {
  return fields.length > 0
    ? `This record changed since that entry (${fields.join(', ')}); nothing was undone. Here is what it holds now.`
    : 'This record changed since that entry; nothing was undone. Here is what it holds now.';
}
