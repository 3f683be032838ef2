import { pad2, to12h, to24h, type Meridiem } from '../../shared/dates.js';

const HOURS = Array.from({ length: 12 }, (_, index) => index + 1);
const MINUTES = [0, 15, 30, 45];

/** Hour 01–12, minute 00/15/30/45 and AM/PM selects for an `HH:mm` value. */
export function TimeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { hour, minute, meridiem } = to12h(value);
  const change = (next: { hour?: number; minute?: number; meridiem?: Meridiem }) =>
    onChange(to24h(next.hour ?? hour, next.minute ?? minute, next.meridiem ?? meridiem));
  return (
    <span className="cc-time" role="group" aria-label={label}>
      <select
        aria-label={`${label} hour`}
        value={hour}
        onChange={(event) => change({ hour: Number(event.target.value) })}
      >
        {HOURS.map((h) => (
          <option key={h} value={h}>
            {pad2(h)}
          </option>
        ))}
      </select>
      <select
        aria-label={`${label} minute`}
        value={MINUTES.includes(minute) ? minute : 0}
        onChange={(event) => change({ minute: Number(event.target.value) })}
      >
        {MINUTES.map((m) => (
          <option key={m} value={m}>
            {pad2(m)}
          </option>
        ))}
      </select>
      <select
        aria-label={`${label} AM/PM`}
        value={meridiem}
        onChange={(event) => change({ meridiem: event.target.value as Meridiem })}
      >
        <option value="AM">AM</option>
        <option value="PM">PM</option>
      </select>
    </span>
  );
}
