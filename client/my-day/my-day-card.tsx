import { Link } from 'react-router-dom';
import { formatMonthDay, formatTime12 } from '../../shared/dates.js';
import type { MyDayPart, OnCallPerson } from '../../shared/schemas/my-day.js';
import { paths } from '../lib/paths';
import { useMyDay } from './use-my-day';

function DaySummary({ title, day }: { title: string; day: MyDayPart }) {
  return (
    <div className="my-day-part">
      <h3>
        {title} <span className="my-day-date">{formatMonthDay(day.date)}</span>
      </h3>
      <p>{day.calls.length ? `On call: ${day.calls.join(', ')}` : 'Not on call'}</p>
      {day.cases.length === 0 ? (
        <p>No cases</p>
      ) : (
        <ul aria-label={`My cases ${title.toLowerCase()}`}>
          {day.cases.map((item) => (
            <li key={item.id}>
              <span className="my-day-time">{formatTime12(item.start_time)}</span> {item.procedure ?? item.purpose}
              {item.location && <span className="my-day-location"> · {item.location}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OnCall({ label, person }: { label: string; person: OnCallPerson | null }) {
  if (!person) return <li>{label}: nobody</li>;
  return (
    <li>
      {label}: {person.name}{' '}
      <Link to={`${paths.sendMessage}?to=${person.id}`} className="chip" aria-label={`Message ${person.name}`}>
        Message
      </Link>
    </li>
  );
}

/** The three things a physician checks between cases: am I on call, what are my cases, who is covering. */
export function MyDayCard({ ownColumn }: { ownColumn: boolean }) {
  const { data, failed } = useMyDay();
  return (
    <section className="dashboard-card my-day" aria-labelledby="my-day-title">
      <h2 id="my-day-title">{ownColumn ? 'My day' : 'On call today'}</h2>
      {failed && !data && <p role="alert">My day could not be loaded.</p>}
      {data && (
        <>
          <ul className="on-call-now" aria-label="On call today">
            <OnCall label="1st" person={data.onCall.first} />
            <OnCall label="2nd" person={data.onCall.second} />
          </ul>
          {ownColumn && (
            <>
              <DaySummary title="Today" day={data.today} />
              <DaySummary title="Tomorrow" day={data.tomorrow} />
              <p>
                {data.nextTimeOff
                  ? `Next time off: ${data.nextTimeOff.vacation_type} ${formatMonthDay(data.nextTimeOff.from)}${data.nextTimeOff.to !== data.nextTimeOff.from ? `–${formatMonthDay(data.nextTimeOff.to)}` : ''}`
                  : 'No time off planned'}
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
