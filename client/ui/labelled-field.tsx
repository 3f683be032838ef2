import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { FieldError } from './field-error';

/**
 * A form control with its label, an optional hint under it (read with the control, by
 * aria-describedby), and the server's first message for it underneath.
 */
export function LabelledField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const hintId = useId();
  const control =
    hint && isValidElement(children)
      ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, { 'aria-describedby': hintId })
      : children;
  return (
    <div className="field">
      <label>
        <span>{label}</span>
        {control}
      </label>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldError message={error} />
    </div>
  );
}
