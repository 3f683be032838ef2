import { useState, type FormEvent } from 'react';
import { AUDIT_AREAS } from '../../shared/schemas/audit.js';
import type { AuditFilter } from '../lib/audit-api';

/** The audit page's filters: area, user id, record id, from and to (practice days). */
export function AuditFilters({
  errors,
  onApply,
}: {
  errors: Record<string, string>;
  onApply: (filter: AuditFilter) => void;
}) {
  const [filter, setFilter] = useState<AuditFilter>({});
  const field = (name: keyof AuditFilter) => ({
    value: filter[name] ?? '',
    'aria-invalid': Boolean(errors[name]),
    onChange: (event: { target: { value: string } }) => setFilter({ ...filter, [name]: event.target.value }),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filter);
  };
  return (
    <form className="audit-filters" onSubmit={handleSubmit} aria-label="Audit filters">
      <label>
        Area
        <select {...field('area')}>
          <option value="">All areas</option>
          {AUDIT_AREAS.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </select>
      </label>
      <label>
        User id
        <input inputMode="numeric" {...field('user_id')} />
      </label>
      <label>
        Record id
        <input {...field('entity_id')} />
      </label>
      <label>
        From
        <input type="date" {...field('from')} />
      </label>
      <label>
        To
        <input type="date" {...field('to')} />
      </label>
      <button type="submit" className="button primary">
        Apply
      </button>
      {Object.entries(errors).map(([name, message]) => (
        <p key={name} className="error-text" role="alert">
          {name}: {message}
        </p>
      ))}
    </form>
  );
}
