import { useState } from 'react';
import { useVersionedEdit } from './use-versioned-edit';
import type { Versioned } from './record-store';

/**
 * What a live records table does: which row is being edited (saves send the version the edit
 * started from, so a save over a newer one gets 409), adding, the row being archived through
 * the confirmation dialog, and one-off row actions (`act`: the row is busy meanwhile; a refusal
 * goes to the page banner). Every answer goes to the store at once.
 */
export function useRecordTable<R extends Versioned, V>({
  upsert,
  create,
  update,
  archive,
  savedOf,
  onRefused,
}: {
  upsert: (record: R) => void;
  create: (values: V) => Promise<R>;
  update: (id: number, values: V, version: number) => Promise<R>;
  archive: (id: number) => Promise<R>;
  /** The stored record a refused edit's 409 carries. */
  savedOf: (error: unknown) => R | undefined;
  onRefused: (error: unknown) => void;
}) {
  const edit = useVersionedEdit(upsert, savedOf);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const act = async (id: number, call: () => Promise<R>) => {
    setBusyId(id);
    try {
      upsert(await call());
    } catch (error) {
      onRefused(error);
    } finally {
      setBusyId(null);
    }
  };

  return {
    editingId: edit.editingId,
    startEdit: edit.start,
    cancelEdit: edit.cancel,
    add: async (values: V) => {
      const record = await create(values);
      upsert(record);
      return record;
    },
    saveEdit: (record: R) => (values: V) => edit.save((version) => update(record.id, values, version)),
    busyId,
    act,
    deleting,
    askDelete: (record: R) => setDeleting(record),
    cancelDelete: () => setDeleting(null),
    confirmDelete: async () => {
      if (!deleting) return;
      const record = deleting;
      setDeleting(null);
      await act(record.id, () => archive(record.id));
    },
  };
}
