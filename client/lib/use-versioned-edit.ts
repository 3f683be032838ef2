import { useState } from 'react';

/**
 * Which row of a live table is being edited, and the version its edit started from. Saving
 * sends that version, so a save over someone else's newer save gets 409 instead of silently
 * overwriting it (the live push has already moved the row's version on). After a 409 the
 * stored record is shown and a second Save knowingly replaces it.
 */
export function useVersionedEdit<R extends { id: number; version: number }>(
  upsert: (record: R) => void,
  /** The stored record a 409 carries, read through the endpoint's declaration (`conflictOf`). */
  savedOf: (error: unknown) => R | undefined,
) {
  const [editing, setEditing] = useState<{ id: number; version: number } | null>(null);

  const save = async (update: (version: number) => Promise<R>) => {
    if (!editing) return;
    try {
      upsert(await update(editing.version));
      setEditing(null);
    } catch (error) {
      const current = savedOf(error);
      if (current) {
        upsert(current);
        setEditing({ id: current.id, version: current.version });
      }
      throw error;
    }
  };

  return {
    editingId: editing?.id ?? null,
    start: (record: R) => setEditing({ id: record.id, version: record.version }),
    cancel: () => setEditing(null),
    save,
  };
}
