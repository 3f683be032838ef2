import { useState, type FormEvent } from 'react';
import { ApiError } from './api-client';

/**
 * Submitting an add or edit row of a clinical table: 'Please fill out…' for each empty field
 * first, then the save; a 422 shows the server's field messages, any other refusal goes to
 * `onRefused` (the page banner).
 */
export function useRowSubmit<V>(
  values: V,
  missingFields: (values: V) => Record<string, string>,
  onSave: (values: V) => Promise<void>,
  onRefused: (error: unknown) => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSaving(true);
    try {
      await onSave(values);
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 422 && error.body.errors) setErrors(error.fieldErrors);
      else onRefused(error);
    }
  };

  return { errors, saving, handleSubmit };
}
