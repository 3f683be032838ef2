import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatMonthDay, formatUsDate } from '../../shared/dates.js';
import type { TimeOffPreview, TimeOffRequest } from '../../shared/schemas/time-off-requests.js';
import { describeDecision } from '../../shared/time-off-decision.js';
import { hasBegun } from '../../shared/time-off-removal.js';
import { ApiError } from '../lib/api-client';
import { practiceToday } from '../lib/practice-clock';
import { paths, withDate } from '../lib/paths';
import { useSession } from '../lib/session';
import { useSocketEvent } from '../lib/use-socket-event';
import { FieldError } from '../ui/field-error';
import { TimeOffFields } from '../ui/time-off-fields';
import { TopBar } from '../ui/top-bar';
import { timeOffRequestsApi } from './api';
import { BookedCases } from './booked-cases';
import { describeRange } from './describe';
import { freeRuns } from './free-days';
import './time-off-requests.css';
import { VacatedSlots } from './vacated-slots';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** /request-time-off: a physician asks for time off (with a live preview) and follows their requests. */
export function RequestTimeOffPage() {
  const [search] = useSearchParams();
  const startParam = search.get('date') ?? '';
  const [values, setValues] = useState({
    vacation_type: 'Vac.',
    start_date: isDate(startParam) ? startParam : '',
    end_date: isDate(startParam) ? startParam : '',
    note: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');
  const [mine, setMine] = useState<TimeOffRequest[]>([]);
  const preview = usePreview(values.start_date, values.end_date);
  const selfId = useSession((state) => state.user?.id);

  const reload = useCallback(() => {
    timeOffRequestsApi.list({ state: 'all' }).then(setMine, (error) => console.error(error));
  }, []);
  useEffect(reload, [reload]);
  // The event carries no type or note (it goes to everyone in the month room): read ours again.
  useSocketEvent('time-off-request:changed', (request) => {
    if (request.surgeon.id === selfId) reload();
  });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    setSent('');
    try {
      const { request } = await timeOffRequestsApi.create(values);
      setMine((held) => upsert(held, request));
      setSent(`Request sent: ${request.vacation_type} ${describeRange(request)}. The schedulers were told.`);
      setValues({ vacation_type: values.vacation_type, start_date: '', end_date: '', note: '' });
    } catch (error) {
      setErrors(
        error instanceof ApiError && error.body.errors
          ? error.fieldErrors
          : { general: error instanceof Error ? error.message : 'The request was not sent.' },
      );
    } finally {
      setSending(false);
    }
  };

  // The free days of a range that the server would refuse as sent: one request per run of them.
  const sendFreeDays = async (runs: { start: string; end: string }[]) => {
    setSending(true);
    setErrors({});
    setSent('');
    const done: TimeOffRequest[] = [];
    try {
      for (const run of runs) {
        const { request } = await timeOffRequestsApi.create({ ...values, start_date: run.start, end_date: run.end });
        done.push(request);
        setMine((held) => upsert(held, request));
      }
      setValues({ vacation_type: values.vacation_type, start_date: '', end_date: '', note: '' });
    } catch (error) {
      setErrors({ general: error instanceof Error ? error.message : 'The request was not sent.' });
    } finally {
      setSending(false);
      if (done.length > 0)
        setSent(
          `Request${done.length === 1 ? '' : 's'} sent for the free days: ${done.map(describeRange).join('; ')}. The schedulers were told.`,
        );
    }
  };

  return (
    <>
      <TopBar />
      <main className="page tor-page">
        <div className="page-heading">
          <h1>Request time off</h1>
          <Link className="button secondary" to={withDate(paths.monthlySchedule, values.start_date || '')}>
            Call calendar
          </Link>
        </div>
        <div className="tor-layout">
          <form className="tor-card" aria-label="Request time off" onSubmit={send} noValidate>
            <TimeOffFields
              type={values.vacation_type}
              range={{ from: values.start_date, to: values.end_date }}
              errors={{ type: errors.vacation_type, start: errors.start_date, end: errors.end_date }}
              onType={(vacation_type) => setValues({ ...values, vacation_type })}
              onRange={({ from, to }) => setValues({ ...values, start_date: from, end_date: to })}
            />
            <label className="field">
              Note
              <textarea
                rows={2}
                maxLength={500}
                value={values.note}
                onChange={(event) => setValues({ ...values, note: event.target.value })}
              />
            </label>
            <FieldError message={errors.note ?? errors.surgeon_id ?? errors.general} />
            <PreviewBox preview={preview} sending={sending} onFreeDays={(runs) => void sendFreeDays(runs)} />
            {sent && (
              <p className="success-text" role="status">
                {sent}
              </p>
            )}
            <button type="submit" className="button primary" disabled={sending}>
              {sending ? 'Sending...' : 'Send request'}
            </button>
          </form>
          <MyRequests requests={mine} onChanged={(request) => setMine((held) => upsert(held, request))} />
        </div>
      </main>
    </>
  );
}

function upsert(list: TimeOffRequest[], request: TimeOffRequest): TimeOffRequest[] {
  const held = list.find((each) => each.id === request.id);
  if (held && held.version > request.version) return list;
  return held ? list.map((each) => (each.id === request.id ? request : each)) : [request, ...list];
}

/** The preview of a range as it is typed (the latest answer wins). */
function usePreview(start: string, end: string): TimeOffPreview | null {
  const [preview, setPreview] = useState<TimeOffPreview | null>(null);
  useEffect(() => {
    if (!isDate(start) || !isDate(end) || end < start) {
      setPreview(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      timeOffRequestsApi.preview(start, end).then(
        (answer) => current && setPreview(answer),
        () => current && setPreview(null),
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [start, end]);
  return preview;
}

function PreviewBox({
  preview,
  sending,
  onFreeDays,
}: {
  preview: TimeOffPreview | null;
  sending: boolean;
  onFreeDays: (runs: { start: string; end: string }[]) => void;
}) {
  if (!preview) return null;
  const vacated = preview.calls.length + preview.office_sessions.length;
  const booked = preview.booked_cases.length;
  const runs = freeRuns(preview);
  return (
    <section className="tor-preview" aria-label="What this request would vacate" aria-live="polite">
      <p>
        {preview.dates.length} day{preview.dates.length === 1 ? '' : 's'}.{' '}
        {vacated === 0 ? 'You hold no calls or office sessions on these days.' : 'You would be taken off:'}
      </p>
      <VacatedSlots preview={preview} />
      {booked > 0 && (
        <>
          <p>
            You are booked for {booked} case{booked === 1 ? '' : 's'} on these days:
          </p>
          <BookedCases cases={preview.booked_cases} label="Your booked cases on these days" />
        </>
      )}
      {preview.taken_days.length > 0 && (
        <div className="tor-taken" role="note" aria-label="Days that cannot be requested">
          <p>
            <strong>
              {preview.taken_days.length === preview.dates.length ? 'None of these days is free' : 'Not free'}:
            </strong>{' '}
            this range would be refused as it is.
          </p>
          <ul>
            {preview.taken_days.map((day) => (
              <li key={day.date}>
                {formatUsDate(day.date)}: {day.why}
              </li>
            ))}
          </ul>
          {runs.length > 0 && (
            <button type="button" className="button secondary" disabled={sending} onClick={() => onFreeDays(runs)}>
              Request only the free days ({runs.map(describeRun).join(', ')})
            </button>
          )}
        </div>
      )}
      {preview.warning && (
        <p className="tor-late" role="note">
          Late notice. {preview.warning}
        </p>
      )}
    </section>
  );
}

const describeRun = (run: { start: string; end: string }) =>
  run.start === run.end ? formatMonthDay(run.start) : `${formatMonthDay(run.start)}–${formatMonthDay(run.end)}`;

function MyRequests({
  requests,
  onChanged,
}: {
  requests: TimeOffRequest[];
  onChanged: (request: TimeOffRequest) => void;
}) {
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState('');
  const cancel = async (request: TimeOffRequest) => {
    setBusy(request.id);
    setError('');
    try {
      onChanged((await timeOffRequestsApi.cancel(request.id)).request);
    } catch (failure) {
      const current = timeOffRequestsApi.currentOf(failure);
      if (current) onChanged(current.request);
      const fields = failure instanceof ApiError && failure.body.errors ? failure.fieldErrors : {};
      setError(fields.dates ?? fields.note ?? (failure instanceof Error ? failure.message : 'Not cancelled.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="tor-card" aria-labelledby="my-requests">
      <h2 id="my-requests">My requests</h2>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {requests.length === 0 ? (
        <p>No requests yet.</p>
      ) : (
        <ul className="tor-list">
          {requests.map((request) => (
            <li key={request.id} className="tor-item">
              <span>
                {request.vacation_type} {describeRange(request)}
              </span>
              <span className={`tor-state tor-state-${request.state}`}>{describeDecision(request)}</span>
              {request.late_notice && <span className="tor-late-tag">late notice</span>}
              {begun(request) ? (
                <span className="tor-note">Begun: a scheduler may change it</span>
              ) : (
                (request.state === 'pending' || request.state === 'approved') && (
                  <button
                    type="button"
                    className="button secondary small"
                    disabled={busy === request.id}
                    onClick={() => void cancel(request)}
                    aria-label={`Cancel the request ${request.vacation_type} ${describeRange(request)}`}
                  >
                    Cancel
                  </button>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An approved request with a day that has begun: the past is not rewritten by its owner (the server refuses it). */
const begun = (request: TimeOffRequest) =>
  request.state === 'approved' && request.approved_dates.some((date) => hasBegun(date, practiceToday()));
