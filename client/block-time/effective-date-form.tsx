import { useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api-client';
import { FieldError } from '../ui/field-error';
import { blockTimeApi } from './api';
import { useBlockTimeStore } from './store';

const EMPTY = { month: '', day: '', year: '' };

/** Effective Start Date (MM, DD, YYYY): saved as an office record with note 'BlockTime'. */
export function EffectiveDateForm() {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const addEffectiveDate = useBlockTimeStore((state) => state.addEffectiveDate);

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    required: true,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setSaved(false);
    setError(null);
    try {
      addEffectiveDate(
        await blockTimeApi.saveEffectiveDate(`${values.year.trim()}-${values.month.trim()}-${values.day.trim()}`),
      );
      setValues(EMPTY);
      setSaved(true);
    } catch (caught) {
      const fieldError = caught instanceof ApiError ? caught.fieldErrors.effective_date_start : undefined;
      setError(
        fieldError ??
          (caught instanceof ApiError && caught.status === 403 ? caught.message : 'An unexpected error occurred'),
      );
    } finally {
      setSaving(false);
    }
  };

  const handleCancel = () => {
    setValues(EMPTY);
    setError(null);
    setSaved(false);
  };

  return (
    <form className="effective-form" aria-label="Effective Start Date" onSubmit={handleSubmit}>
      <fieldset className="field date-parts">
        <legend>Effective Start Date</legend>
        <input aria-label="Effective month" placeholder="MM" inputMode="numeric" {...field('month')} />
        <input aria-label="Effective day" placeholder="DD" inputMode="numeric" {...field('day')} />
        <input aria-label="Effective year" placeholder="YYYY" inputMode="numeric" {...field('year')} />
        <FieldError message={error ?? undefined} />
      </fieldset>
      {saved && (
        <p className="success-text" role="status">
          Data saved successfully!
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={saving}>
          Save
        </button>
        <button type="button" className="button secondary" onClick={handleCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
