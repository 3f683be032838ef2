import { useCallMonthStore } from './store';

/** Who the initials are: printed under the month (and shown on screen) so paper needs no key. */
export function InitialsLegend() {
  const surgeons = useCallMonthStore((state) => state.surgeons);
  if (surgeons.length === 0) return null;
  return (
    <dl className="cc-legend" aria-label="Initials">
      {surgeons.map((surgeon) => (
        <div key={surgeon.id}>
          <dt>{surgeon.initial}</dt>
          <dd>{surgeon.name}</dd>
        </div>
      ))}
    </dl>
  );
}
