import { VACATION_TYPES } from '../../shared/schemas/call-calendar-time-off.js';
import type { DateRange } from './date-range';
import { DateRangeFields } from './date-range-fields';
import { FieldError } from './field-error';

/**
 * The type, start and end of time off, each with the server's message under it (time off and its
 * requests); the end follows the start until changed.
 */
export function TimeOffFields({
  type,
  range,
  errors,
  onType,
  onRange,
  chooseType = false,
}: {
  type: string;
  range: DateRange;
  /** The first message per field: `type`, `start`, `end`. */
  errors: { type?: string; start?: string; end?: string };
  onType: (type: string) => void;
  onRange: (range: DateRange) => void;
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
      <DateRangeFields
        range={range}
        onChange={onRange}
        labels={{ from: 'Start date', to: 'End date' }}
        errors={{ from: errors.start, to: errors.end }}
        labelClassName="field"
        follow
      />
    </>
  );
}
