import { useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api-client';
import { UNEXPECTED } from '../lib/save-outcome';
import { useSave } from '../lib/use-save';
import { FieldError } from '../ui/field-error';
import { blockTimeApi } from './api';
import { useBlockTimeStore } from './store';

const EMPTY = { month: '', day: '', year: '' };

/** Effective Start Date (MM, DD, YYYY): saved as an office record with note 'BlockTime'. */
export function EffectiveDateForm() {
  const [values, setValues] = useState(EMPTY);
  const [saved, setSaved] = useState(false);
  const addEffectiveDate = useBlockTimeStore((state) => state.addEffectiveDate);
  const save = useSave((date: string) => blockTimeApi.saveEffectiveDate(date), {
    onSaved: (record) => {
      addEffectiveDate(record);
      setValues(EMPTY);
      setSaved(true);
    },
    refusalOf: (caught) => (caught instanceof ApiError && caught.status === 403 ? caught.message : UNEXPECTED),
  });
  const error = save.fieldErrors.effective_date_start ?? save.refusal;

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    required: true,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void save.run(`${values.year.trim()}-${values.month.trim()}-${values.day.trim()}`);
  };

  const handleCancel = () => {
    setValues(EMPTY);
    save.reset();
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
        <button type="submit" className="button primary" disabled={save.saving}>
          Save
        </button>
        <button type="button" className="button secondary" onClick={handleCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
