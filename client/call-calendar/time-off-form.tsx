import { useState, type FormEvent } from 'react';
import { formatMonthDay } from '../../shared/dates.js';
import { SLOT_LABELS } from '../../shared/schemas/call-calendar.js';
import type { ScheduleWarning } from '../../shared/schedule-rules.js';
import { ApiError } from '../lib/api-client';
import { scheduleWarningsOf } from '../lib/schedule-warnings';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [success, setSuccess] = useState('');
  const [saving, setSaving] = useState(false);
  const [warnings, setWarnings] = useState<ScheduleWarning[] | null>(null);

  const handleStart = (start: string) =>
    setValues((held) => ({
      ...held,
      vacation_start_date: start,
      vacation_end_date:
        held.vacation_end_date === '' || held.vacation_end_date === held.vacation_start_date
          ? start
          : held.vacation_end_date,
    }));

  /** Time off that takes someone off call is warned about first; "Save anyway" sends it acknowledged. */
  const save = async (acknowledge: boolean) => {
    setSaving(true);
    setErrors({});
    setSuccess('');
    setWarnings(null);
    try {
      const response = await callCalendarApi.addTimeOff({ ...values, acknowledge_warnings: acknowledge });
      useCallMonthStore.getState().upsertVacation(response.vacation);
      const cleared = response.cleared_calls.map((call) => `${formatMonthDay(call.date)} ${SLOT_LABELS[call.slot]}`);
      setSuccess(`Record Submitted Successfully!${cleared.length ? ` Taken off call: ${cleared.join(', ')}.` : ''}`);
      setValues(empty);
    } catch (error) {
      const warned = scheduleWarningsOf(error);
      if (warned) setWarnings(warned);
      else
        setErrors(
          error instanceof ApiError && error.body.errors
            ? error.fieldErrors
            : { general: 'An unexpected error occurred' },
        );
    } finally {
      setSaving(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
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
        start={values.vacation_start_date}
        end={values.vacation_end_date}
        errors={{ type: errors.vacation_type, start: errors.vacation_start_date, end: errors.vacation_end_date }}
        onType={(vacation_type) => setValues({ ...values, vacation_type })}
        onStart={handleStart}
        onEnd={(vacation_end_date) => setValues({ ...values, vacation_end_date })}
        chooseType
      />
      <FieldError message={errors.general} />
      {success && (
        <p className="success-text" role="status">
          {success}
        </p>
      )}
      {warnings ? (
        <ScheduleWarnings
          warnings={warnings}
          busy={saving}
          onSaveAnyway={() => void save(true)}
          onCancel={() => setWarnings(null)}
        />
      ) : (
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? 'Submitting...' : 'Submit'}
        </button>
      )}
    </form>
  );
}
