import { useState } from 'react';
import { useRowSubmit } from './use-row-submit';

/**
 * An add or edit row's state: its values (each change through `normalize`), the submit with
 * 'Please fill out…' and the server's field errors, and a 409's saved version (`conflict`)
 * with "Keep mine" (save again over it) and "Take theirs" (drop the edit).
 */
export function useEditRow<V extends Record<string, string>>({
  initial,
  missingFields,
  normalize = (_field, value) => value,
  onSave,
  onCancel,
  onRefused,
  fromConflict,
}: {
  initial: V;
  missingFields: (values: V) => Record<string, string>;
  normalize?: (field: keyof V & string, value: string) => string;
  onSave: (values: V) => Promise<void>;
  onCancel: () => void;
  onRefused: (error: unknown) => void;
  fromConflict?: (error: unknown) => V | undefined;
}) {
  const [values, setValues] = useState(initial);
  const { errors, saving, handleSubmit, conflict, keepMine, dismissConflict } = useRowSubmit(
    values,
    missingFields,
    onSave,
    onRefused,
    fromConflict,
  );
  return {
    values,
    setField: (field: keyof V & string, value: string) => setValues({ ...values, [field]: normalize(field, value) }),
    errors,
    saving,
    handleSubmit,
    conflict,
    keepMine: () => void keepMine(),
    takeTheirs: () => {
      dismissConflict();
      onCancel();
    },
  };
}
