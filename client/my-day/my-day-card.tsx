import { HolidayMark } from '../ui/holiday-mark';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMonthDay, formatTime12 } from '../../shared/dates.js';
import type { CallSlot } from '../../shared/schemas/call-calendar.js';
import type { MyCase, MyDayPart, OnCallPerson } from '../../shared/schemas/my-day.js';
import { CaseProgressControl } from '../case-tracking/case-progress-control';
import { useListedProgress } from '../case-tracking/use-listed-progress';
import { paths } from '../lib/paths';
import { CoverageGap } from '../ui/coverage-gap';
import { useMyDay } from './use-my-day';

/** Today's procedures carry their progress: one tap on the phone between cases. */
function CaseItem({ item, date, tracked }: { item: MyCase; date: string; tracked: boolean }) {
  const what = item.procedure ?? item.purpose;
  return (
    <li>
      <span className="my-day-time">{formatTime12(item.start_time)}</span> {what}
      {item.location && <span className="my-day-location"> · {item.location}</span>}
      {tracked && item.purpose === 'Procedure' && (
        <CaseProgressControl
          eventId={item.id}
          scheduled={{ event_date: date, start_time: item.start_time, end_time: item.end_time }}
          name={`${formatTime12(item.start_time)} ${what}: progress`}
        />
      )}
    </li>
  );
}

/** What the app composes beside one of my calls (e.g. Swap / Give away): the day and the call's label ("1st"). */
export type MyCallAddon = (date: string, call: string) => ReactNode;

function DaySummary({
  title,
  day,
  tracked = false,
  callAddon,
}: {
  title: string;
  day: MyDayPart;
  tracked?: boolean;
  callAddon?: MyCallAddon;
}) {
  return (
    <div className="my-day-part">
      <h3>
        {title} <span className="my-day-date">{formatMonthDay(day.date)}</span>
      </h3>
      {day.holiday && <HolidayMark name={day.holiday} />}
      <p>
        {day.calls.length ? `On call: ${day.calls.join(', ')}` : 'Not on call'}
        {callAddon && day.calls.map((call) => <span key={call}>{callAddon(day.date, call)}</span>)}
      </p>
      {day.cases.length === 0 ? (
        <p>No cases</p>
      ) : (
        <ul aria-label={`My cases ${title.toLowerCase()}`}>
          {day.cases.map((item) => (
            <CaseItem key={item.id} item={item} date={day.date} tracked={tracked} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OnCall({ label, slot, person }: { label: string; slot: CallSlot; person: OnCallPerson | null }) {
  if (!person)
    return (
      <li>
        <CoverageGap slot={slot} />
      </li>
    );
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
export function MyDayCard({ ownColumn, callAddon }: { ownColumn: boolean; callAddon?: MyCallAddon }) {
  const { data, failed } = useMyDay();
  const listed = useMemo(
    () => (ownColumn ? (data?.today.cases.map((item) => item.progress) ?? []) : []),
    [data, ownColumn],
  );
  useListedProgress(listed);
  return (
    <section className="dashboard-card my-day" aria-labelledby="my-day-title">
      <h2 id="my-day-title">{ownColumn ? 'My day' : 'On call today'}</h2>
      {failed && !data && <p role="alert">My day could not be loaded.</p>}
      {data && (
        <>
          <ul className="on-call-now" aria-label="On call today">
            <OnCall label="1st" slot="surgeon_1st" person={data.onCall.first} />
            <OnCall label="2nd" slot="surgeon_2nd" person={data.onCall.second} />
          </ul>
          {ownColumn && (
            <>
              <DaySummary title="Today" day={data.today} tracked callAddon={callAddon} />
              <DaySummary title="Tomorrow" day={data.tomorrow} callAddon={callAddon} />
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
