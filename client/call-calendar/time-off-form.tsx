import { useState, type FormEvent } from 'react';
import { formatMonthDay } from '../../shared/dates.js';
import { SLOT_LABELS } from '../../shared/schemas/call-calendar.js';
import { fieldsOr, UNEXPECTED } from '../lib/save-outcome';
import { useSave } from '../lib/use-save';
import { FieldError } from '../ui/field-error';
import { ScheduleWarnings } from '../ui/schedule-warnings';
import { TimeOffFields } from '../ui/time-off-fields';
import { callCalendarApi } from './api';
import { useCallMonthStore } from './store';

const empty = { surgeon_id: '', vacation_type: '', vacation_start_date: '', vacation_end_date: '' };

/** Time Off: surgeon by initials, type, start and end date (the end follows the start until changed). */
export function TimeOffForm() {
  const surgeons = useCallMonthStore((state) => state.surgeons);
  const [values, setValues] = useState(empty);
  const [success, setSuccess] = useState('');

  /** Time off that takes someone off call is warned about first; "Save anyway" sends it acknowledged. */
  const save = useSave(
    (input: typeof empty, acknowledge: boolean) =>
      callCalendarApi.addTimeOff({ ...input, acknowledge_warnings: acknowledge }),
    {
      onSaved: (response) => {
        useCallMonthStore.getState().upsertVacation(response.vacation);
        const cleared = response.cleared_calls.map((call) => `${formatMonthDay(call.date)} ${SLOT_LABELS[call.slot]}`);
        setSuccess(`Record Submitted Successfully!${cleared.length ? ` Taken off call: ${cleared.join(', ')}.` : ''}`);
        setValues(empty);
      },
      refusalOf: fieldsOr(UNEXPECTED),
    },
  );
  const errors = save.fieldErrors;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess('');
    void save.run(values);
  };

  return (
    <form className="cc-card" aria-label="Time Off" onSubmit={handleSubmit} noValidate>
      <h3>Time Off</h3>
      <label className="field">
        Surgeon
        <select
          value={values.surgeon_id}
          onChange={(event) => setValues({ ...values, surgeon_id: event.target.value })}
        >
          <option value="">Select</option>
          {surgeons.map((surgeon) => (
            <option key={surgeon.id} value={surgeon.id}>
              {surgeon.initial}
            </option>
          ))}
        </select>
      </label>
      <FieldError message={errors.surgeon_id} />
      <TimeOffFields
        type={values.vacation_type}
        range={{ from: values.vacation_start_date, to: values.vacation_end_date }}
        errors={{ type: errors.vacation_type, start: errors.vacation_start_date, end: errors.vacation_end_date }}
        onType={(vacation_type) => setValues({ ...values, vacation_type })}
        onRange={({ from, to }) => setValues({ ...values, vacation_start_date: from, vacation_end_date: to })}
        chooseType
      />
      <FieldError message={save.refusal ?? undefined} />
      {success && (
        <p className="success-text" role="status">
          {success}
        </p>
      )}
      {save.warnings ? (
        <ScheduleWarnings
          warnings={save.warnings}
          busy={save.saving}
          onSaveAnyway={() => void save.saveAnyway()}
          onCancel={save.dismissWarnings}
        />
      ) : (
        <button type="submit" className="button primary" disabled={save.saving}>
          {save.saving ? 'Submitting...' : 'Submit'}
        </button>
      )}
    </form>
  );
}
