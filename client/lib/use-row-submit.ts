import { useState, type FormEvent } from 'react';
import { ApiError } from './api-client';

/**
 * Submitting an add or edit row of a clinical table: 'Please fill out…' for each empty field
 * first, then the save; a 422 shows the server's field messages. A 409 with the saved record
 * (`current`) becomes `conflict` when `fromConflict` reads it: the row shows the saved version
 * beside the user's own until they choose "Keep mine" (save again over it, knowingly: the
 * edit's version has moved on to the saved one) or "Take theirs". Any other refusal goes to
 * `onRefused` (the page banner).
 */
export function useRowSubmit<V>(
  values: V,
  missingFields: (values: V) => Record<string, string>,
  onSave: (values: V) => Promise<void>,
  onRefused: (error: unknown) => void,
  fromConflict?: (error: unknown) => V | undefined,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<V | null>(null);

  const submit = async () => {
    const missing = missingFields(values);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSaving(true);
    setConflict(null);
    try {
      await onSave(values);
    } catch (error) {
      setSaving(false);
      const saved = fromConflict?.(error);
      if (error instanceof ApiError && error.status === 422 && error.body.errors) setErrors(error.fieldErrors);
      else if (saved) setConflict(saved);
      else onRefused(error);
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await submit();
  };

  return { errors, saving, handleSubmit, conflict, keepMine: submit, dismissConflict: () => setConflict(null) };
}
