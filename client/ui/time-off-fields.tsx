import { VACATION_TYPES } from '../../shared/schemas/call-calendar-time-off.js';
import { FieldError } from './field-error';

/** The type, start and end of time off, each with the server's message under it (time off and its requests). */
export function TimeOffFields({
  type,
  start,
  end,
  errors,
  onType,
  onStart,
  onEnd,
  chooseType = false,
}: {
  type: string;
  start: string;
  end: string;
  /** The first message per field: `type`, `start`, `end`. */
  errors: { type?: string; start?: string; end?: string };
  onType: (type: string) => void;
  onStart: (start: string) => void;
  onEnd: (end: string) => void;
  /** Offer an empty "Select" first (the type is not chosen yet). */
  chooseType?: boolean;
}) {
  return (
    <>
      <label className="field">
        Type
        <select value={type} onChange={(event) => onType(event.target.value)}>
          {chooseType && <option value="">Select</option>}
          {VACATION_TYPES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <FieldError message={errors.type} />
      <label className="field">
        Start date
        <input type="date" value={start} onChange={(event) => onStart(event.target.value)} />
      </label>
      <FieldError message={errors.start} />
      <label className="field">
        End date
        <input type="date" value={end} onChange={(event) => onEnd(event.target.value)} />
      </label>
      <FieldError message={errors.end} />
    </>
  );
}
