import { useEffect, useState, type FormEvent } from 'react';
import { areaLabel } from '../../shared/audit-fields.js';
import { AUDIT_AREAS } from '../../shared/schemas/audit.js';
import { usersContract } from '../../shared/contract/users.js';
import { call } from '../lib/api-client';
import type { AuditFilter } from '../lib/audit-api';
import { DateRangeFields } from '../ui/date-range-fields';

const FILTER_LABELS: Record<string, string> = {
  area: 'Area',
  user_id: 'Person',
  entity_id: 'Record id',
  from: 'From',
  to: 'To',
};

interface Person {
  id: number;
  name: string;
}

/** Everyone who may appear as an actor, by name (the page is for administrators, who may list users). */
function usePeople(): Person[] {
  const [people, setPeople] = useState<Person[]>([]);
  useEffect(() => {
    let active = true;
    call(usersContract.list)
      .then(({ users }) => active && setPeople([...users].sort((a, b) => a.name.localeCompare(b.name))))
      .catch(() => undefined); // the filter still offers "Anyone"
    return () => {
      active = false;
    };
  }, []);
  return people;
}

/** The audit page's filters: area and person by name, record id, from and to (practice days). */
export function AuditFilters({
  errors,
  onApply,
}: {
  errors: Record<string, string>;
  onApply: (filter: AuditFilter) => void;
}) {
  const [filter, setFilter] = useState<AuditFilter>({});
  const people = usePeople();
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
              {areaLabel(area)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Person
        <select {...field('user_id')}>
          <option value="">Anyone</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Record id
        <input {...field('entity_id')} />
      </label>
      <DateRangeFields
        range={{ from: filter.from ?? '', to: filter.to ?? '' }}
        onChange={({ from, to }) => setFilter({ ...filter, from, to })}
        invalid={{ from: Boolean(errors.from), to: Boolean(errors.to) }}
      />
      <button type="submit" className="button primary">
        Apply
      </button>
      {Object.entries(errors).map(([name, message]) => (
        <p key={name} className="error-text" role="alert">
          {FILTER_LABELS[name] ?? name}: {message}
        </p>
      ))}
    </form>
  );
}
