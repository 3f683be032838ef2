import { MONTH_NAMES, pad2 } from '../../shared/dates.js';
import { EVENT_LOCATIONS, EVENT_YEAR_MAX, EVENT_YEAR_MIN, PURPOSES } from '../../shared/schemas/daily-schedule.js';
import { MEETING_ORDINALS, MEETING_WEEKDAYS } from '../../shared/schedule-times.js';
import { FieldError } from '../ui/field-error';
import { LabelledField } from '../ui/labelled-field';
import {
  assignSurgeon,
  withMonthly,
  withSelectAll,
  withStart,
  type EventFormValues,
  type TimeParts,
} from './event-form';
import type { SurgeonOption } from './store';

const TEXT_LABEL = { Procedure: 'Procedure', Meeting: 'Meeting / Notes', Office: 'Office' } as const;
const HOURS = Array.from({ length: 12 }, (_, index) => pad2(index + 1));
const MINUTES = ['00', '15', '30', '45'];
const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));
const YEARS = Array.from({ length: EVENT_YEAR_MAX - EVENT_YEAR_MIN + 1 }, (_, index) => String(EVENT_YEAR_MIN + index));

interface FieldsProps {
  values: EventFormValues;
  onChange: (values: EventFormValues) => void;
  surgeons: SurgeonOption[];
  errors: Record<string, string>;
}

function TimeSelects({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TimeParts;
  onChange: (value: TimeParts) => void;
}) {
  return (
    <span className="time-selects">
      <span>{label}</span>
      <select
        aria-label={`${label} hour`}
        value={value.hour}
        onChange={(e) => onChange({ ...value, hour: e.target.value })}
      >
        {HOURS.map((hour) => (
          <option key={hour}>{hour}</option>
        ))}
      </select>
      <select
        aria-label={`${label} minute`}
        value={value.minute}
        onChange={(e) => onChange({ ...value, minute: e.target.value })}
      >
        {MINUTES.map((minute) => (
          <option key={minute}>{minute}</option>
        ))}
      </select>
      <select
        aria-label={`${label} AM/PM`}
        value={value.meridiem}
        onChange={(e) => onChange({ ...value, meridiem: e.target.value as TimeParts['meridiem'] })}
      >
        <option>AM</option>
        <option>PM</option>
      </select>
    </span>
  );
}

/** A radio that a second click clears (a surgeon may be neither primary nor assistant). */
function ToggleRadio({
  label,
  checked,
  onSet,
  name,
}: {
  label: string;
  checked: boolean;
  onSet: (on: boolean) => void;
  name: string;
}) {
  return (
    <input
      type="radio"
      name={name}
      aria-label={label}
      checked={checked}
      onChange={() => onSet(true)}
      onClick={() => checked && onSet(false)}
    />
  );
}

function SurgeonPicker({ values, onChange, surgeons, errors }: FieldsProps) {
  const office = values.purpose === 'Office';
  const meeting = values.purpose === 'Meeting';
  const single = meeting || values.selectAll;
  return (
    <fieldset className="form-block surgeons-block" disabled={office}>
      <legend>{meeting ? 'Attendees' : 'Surgeons'}</legend>
      <label className="inline-check">
        <input
          type="checkbox"
          checked={values.selectAll}
          onChange={(e) =>
            onChange(
              withSelectAll(
                values,
                e.target.checked,
                surgeons.map((s) => s.id),
              ),
            )
          }
        />
        Select All Doctors
      </label>
      <table className="surgeon-choices">
        {!single && (
          <thead>
            <tr>
              <th>Surgeon</th>
              <th>Pr.</th>
              <th>As.</th>
            </tr>
          </thead>
        )}
        <tbody>
          {surgeons.map((surgeon) => (
            <tr key={surgeon.id}>
              <td>{surgeon.name}</td>
              <td>
                <ToggleRadio
                  name={`surgeon-${surgeon.id}`}
                  label={single ? surgeon.name : `Pr. ${surgeon.name}`}
                  checked={values.primary.includes(surgeon.id)}
                  onSet={(on) => onChange(assignSurgeon({ ...values, selectAll: false }, surgeon.id, on ? 'P' : null))}
                />
              </td>
              {!single && (
                <td>
                  <ToggleRadio
                    name={`surgeon-${surgeon.id}`}
                    label={`As. ${surgeon.name}`}
                    checked={values.assistants.includes(surgeon.id)}
                    onSet={(on) => onChange(assignSurgeon(values, surgeon.id, on ? 'A' : null))}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <FieldError message={errors.surgeon_id ?? errors.surgeon_deg} />
    </fieldset>
  );
}

/** Every field of the Add New Event modal and the Edit Event dialog, with the purpose rules of spec §4. */
export function EventFormFields(props: FieldsProps) {
  const { values, onChange, errors } = props;
  const set = (patch: Partial<EventFormValues>) => onChange({ ...values, ...patch });
  const text = (name: keyof EventFormValues) => ({
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });
  const meeting = values.purpose === 'Meeting';
  const procedure = values.purpose === 'Procedure';
  return (
    <div className="event-form">
      <fieldset className="form-block">
        <legend>Purpose</legend>
        {PURPOSES.map((purpose) => (
          <label key={purpose} className="inline-check">
            <input type="radio" name="purpose" checked={values.purpose === purpose} onChange={() => set({ purpose })} />
            {purpose}
          </label>
        ))}
        <FieldError message={errors.purpose} />
      </fieldset>
      <LabelledField label={TEXT_LABEL[values.purpose]} error={errors.procedure}>
        <textarea {...text('procedure')} />
      </LabelledField>
      <fieldset className="form-block" disabled={meeting && values.monthly}>
        <legend>Event Date</legend>
        <select aria-label="Day" {...text('day')}>
          {DAYS.map((day) => (
            <option key={day}>{day}</option>
          ))}
        </select>
        <select aria-label="Month" {...text('month')}>
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select aria-label="Year" {...text('year')}>
          {YEARS.map((year) => (
            <option key={year}>{year}</option>
          ))}
        </select>
        <FieldError message={errors.event_date} />
      </fieldset>
      {meeting && (
        <fieldset className="form-block">
          <legend>Monthly</legend>
          <label className="inline-check">
            <input
              type="checkbox"
              checked={values.monthly}
              onChange={(e) => onChange(withMonthly(values, e.target.checked))}
            />
            Monthly
          </label>
          <select aria-label="Week of the month" disabled={!values.monthly} {...text('metting_q')}>
            <option value="" />
            {MEETING_ORDINALS.map((ordinal) => (
              <option key={ordinal}>{ordinal}</option>
            ))}
          </select>
          <select aria-label="Weekday" disabled={!values.monthly} {...text('metting_d')}>
            <option value="" />
            {MEETING_WEEKDAYS.map((weekday) => (
              <option key={weekday}>{weekday}</option>
            ))}
          </select>
          <FieldError message={errors.metting_q ?? errors.metting_d} />
        </fieldset>
      )}
      <fieldset className="form-block">
        <legend>{values.purpose === 'Office' ? "Office Start and Stop for Today's Date Only" : 'Event Time'}</legend>
        <TimeSelects label="Start" value={values.start} onChange={(start) => onChange(withStart(values, start))} />
        <TimeSelects label="End" value={values.end} onChange={(end) => set({ end })} />
        <FieldError message={errors.start_time ?? errors.end_time} />
      </fieldset>
      <LabelledField label="Event Note" error={errors.event_note}>
        <input {...text('event_note')} />
      </LabelledField>
      <SurgeonPicker {...props} />
      <fieldset className="form-block" disabled={!procedure}>
        <legend>Event Location</legend>
        {EVENT_LOCATIONS.map((location) => (
          <label key={location} className="inline-check">
            <input
              type="radio"
              name="event_location"
              checked={values.event_location === location}
              onChange={() => set({ event_location: location })}
            />
            {location}
          </label>
        ))}
        <input
          aria-label="Other location"
          disabled={values.event_location !== 'others'}
          {...text('event_location_text')}
        />
        <FieldError message={errors.event_location ?? errors.event_location_text} />
      </fieldset>
      {procedure && (
        <div className="form-grid patient-fields">
          <LabelledField label="Patient First Name" error={errors.patient_first_name}>
            <input {...text('patient_first_name')} />
          </LabelledField>
          <LabelledField label="Patient Last Name" error={errors.patient_last_name}>
            <input {...text('patient_last_name')} />
          </LabelledField>
          <LabelledField label="Patient MRN" error={errors.patient_mrn}>
            <input {...text('patient_mrn')} />
          </LabelledField>
          <LabelledField label="Case Number" error={errors.case_number}>
            <input {...text('case_number')} />
          </LabelledField>
        </div>
      )}
    </div>
  );
}
