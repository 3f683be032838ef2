import { useState, type FormEvent } from 'react';
import { formatTime12, formatUsDate } from '../../shared/dates.js';
import {
  DEFAULT_OFFICE_HOURS,
  type OfficeHours,
  type OfficePeriod,
} from '../../shared/schemas/call-calendar-office-hours.js';
import { fieldsOr, UNEXPECTED } from '../lib/save-outcome';
import { useSave } from '../lib/use-save';
import { FieldError } from '../ui/field-error';
import { ScheduleWarnings } from '../ui/schedule-warnings';
import { callCalendarApi } from './api';
import { SLOT_LABELS } from '../../shared/schemas/call-calendar.js';
import { OfficeClosuresList } from './office-closures-list';
import { initialOf, useCallMonthStore } from './store';
import { TimeSelect } from './time-select';

/** Office Closed (one date) and the default office hours. */
export function OfficePanel() {
  return (
    <section className="cc-card" aria-label="Office">
      <h3>Office</h3>
      <OfficeClosedForm />
      <OfficeClosuresList />
      <h4>Adjust Default Office Hours</h4>
      <CurrentHours />
      <OfficeHoursForm period="AM" />
      <OfficeHoursForm period="PM" />
    </section>
  );
}

function OfficeClosedForm() {
  const [date, setDate] = useState('');
  const [success, setSuccess] = useState('');
  /** A closure that takes office holders off is warned about first; "Save anyway" sends it acknowledged. */
  const close = useSave((day: string, acknowledge: boolean) => callCalendarApi.closeOffice(day, acknowledge), {
    onSaved: ({ office, cleared_calls }) => {
      useCallMonthStore.getState().upsertClosure(office);
      const { surgeons } = useCallMonthStore.getState();
      const cleared = cleared_calls.map((call) => `${SLOT_LABELS[call.slot]} ${initialOf(surgeons, call.surgeon_id)}`);
      setSuccess(
        `Successfully Closed the Office!${cleared.length > 0 ? ` Taken off ${formatUsDate(date)}: ${cleared.join(', ')}.` : ''}`,
      );
      setDate('');
    },
    refusalOf: fieldsOr(UNEXPECTED),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess('');
    void close.run(date);
  };
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Office Closed">
      <label className="field">
        Office Closed
        <input type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
      </label>
      <FieldError message={close.fieldErrors.effective_date_start ?? close.refusal ?? undefined} />
      {success && (
        <p className="success-text" role="status">
          {success}
        </p>
      )}
      {close.warnings ? (
        <ScheduleWarnings
          warnings={close.warnings}
          onSaveAnyway={() => void close.saveAnyway()}
          onCancel={close.dismissWarnings}
        />
      ) : (
        <button type="submit" className="button primary">
          Close Office
        </button>
      )}
    </form>
  );
}

const describe = (hours: OfficeHours) =>
  `${formatTime12(hours.start_time)} – ${formatTime12(hours.end_time)}${hours.effective_date_start ? ` from ${formatUsDate(hours.effective_date_start)}` : ''}`;

function CurrentHours() {
  const view = useCallMonthStore((state) => state.officeHours);
  if (!view) return null;
  return (
    <ul className="cc-hours" aria-label="Default office hours">
      <li>AM: {describe(view.am)}</li>
      <li>PM: {describe(view.pm)}</li>
      {view.upcoming.map((hours) => (
        <li key={`${hours.period}-${hours.effective_date_start}`}>
          {hours.period}: {describe(hours)}
        </li>
      ))}
    </ul>
  );
}

function OfficeHoursForm({ period }: { period: OfficePeriod }) {
  const [date, setDate] = useState('');
  const [start, setStart] = useState(DEFAULT_OFFICE_HOURS[period].start_time);
  const [end, setEnd] = useState(DEFAULT_OFFICE_HOURS[period].end_time);
  const [success, setSuccess] = useState('');
  const save = useSave(
    (hours: Parameters<typeof callCalendarApi.saveOfficeHours>[0]) => callCalendarApi.saveOfficeHours(hours),
    {
      onSaved: (view) => {
        useCallMonthStore.getState().setOfficeHours(view);
        setSuccess(`${period} office hours saved.`);
      },
      refusalOf: fieldsOr(UNEXPECTED),
    },
  );
  const errors = save.fieldErrors;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess('');
    void save.run({ period, start_time: start, end_time: end, effective_date_start: date });
  };
  return (
    <form className="cc-hours-form" onSubmit={handleSubmit} noValidate aria-label={`${period} office hours`}>
      <strong>{period}</strong>
      <label className="field">
        {period} effective start date
        <input type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
      </label>
      <FieldError message={errors.effective_date_start} />
      <div className="cc-hours-times">
        <TimeSelect label={`${period} start`} value={start} onChange={setStart} />
        <span>to</span>
        <TimeSelect label={`${period} end`} value={end} onChange={setEnd} />
      </div>
      <FieldError message={errors.start_time ?? errors.end_time ?? save.refusal ?? undefined} />
      {success && (
        <p className="success-text" role="status">
          {success}
        </p>
      )}
      <button type="submit" className="button secondary">
        Save {period} Hours
      </button>
    </form>
  );
}
