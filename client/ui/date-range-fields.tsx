import { Fragment } from 'react';
import { withFrom, type DateRange } from './date-range';
import { FieldError } from './field-error';

/**
 * From and To date inputs, each with the server's message under it (the server says when the To is
 * before the From: no browser constraint stops the form first). With `follow` the To follows the
 * From until changed (see date-range.ts). `stacked` gives each field a box of that class with its
 * label above the input; without it the label wraps the input.
 */
export function DateRangeFields({
  range,
  onChange,
  labels = { from: 'From', to: 'To' },
  errors = {},
  required = false,
  min,
  max,
  follow = false,
  stacked,
  labelClassName,
  invalid,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
  labels?: { from: string; to: string };
  errors?: { from?: string; to?: string };
  required?: boolean;
  /** The range limits of the screen (a month's first and last day). */
  min?: string;
  max?: string;
  follow?: boolean;
  /** A box per field (its class) with the label above the input (ids `${idPrefix}-from`, `-to`). */
  stacked?: { className: string; idPrefix: string };
  labelClassName?: string;
  /** Which inputs the server refused, when their messages are shown elsewhere (aria-invalid). */
  invalid?: { from?: boolean; to?: boolean };
}) {
  const fields = [
    { key: 'from', value: range.from, min, set: (from: string) => onChange(withFrom(range, from, follow)) },
    { key: 'to', value: range.to, min, set: (to: string) => onChange({ ...range, to }) },
  ] as const;
  return (
    <>
      {fields.map((field) => {
        const input = (id?: string) => (
          <input
            id={id}
            type="date"
            value={field.value}
            min={field.min}
            max={max}
            required={required || undefined}
            aria-invalid={invalid ? Boolean(invalid[field.key]) : undefined}
            onChange={(event) => field.set(event.target.value)}
          />
        );
        if (stacked) {
          const id = `${stacked.idPrefix}-${field.key}`;
          return (
            <div key={field.key} className={stacked.className}>
              <label htmlFor={id}>{labels[field.key]}</label>
              {input(id)}
              <FieldError message={errors[field.key]} />
            </div>
          );
        }
        return (
          <Fragment key={field.key}>
            <label className={labelClassName}>
              {labels[field.key]}
              {input()}
            </label>
            <FieldError message={errors[field.key]} />
          </Fragment>
        );
      })}
    </>
  );
}
