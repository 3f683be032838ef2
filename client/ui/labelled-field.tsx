import type { ReactNode } from 'react';
import { FieldError } from './field-error';

/** A form control with its label, and the server's first message for it underneath. */
export function LabelledField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label>
        <span>{label}</span>
        {children}
      </label>
      <FieldError message={error} />
    </div>
  );
}
