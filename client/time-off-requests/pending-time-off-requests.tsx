import { useState } from 'react';
import { formatMonthDay, monthTitle } from '../../shared/dates.js';
import type { TimeOffRequest } from '../../shared/schemas/time-off-requests.js';
import { decisionInSentence } from '../../shared/time-off-decision.js';
import { useSave } from '../lib/use-save';
import { ScheduleWarnings } from '../ui/schedule-warnings';
import { timeOffRequestsApi } from './api';
import { describeRange } from './describe';
import './time-off-requests.css';
import { useMonthTimeOffRequests } from './use-month-time-off-requests';
import { useRequestPreview } from './use-request-preview';
import { BookedCases } from './booked-cases';
import { VacatedSlots } from './vacated-slots';

function datesOf(request: TimeOffRequest): string[] {
  const dates: string[] = [];
  for (let day = new Date(`${request.start_date}T12:00:00Z`); ; day.setUTCDate(day.getUTCDate() + 1)) {
    const iso = day.toISOString().slice(0, 10);
    if (iso > request.end_date) return dates;
    dates.push(iso);
  }
}

/**
 * The scheduler's pending time-off requests of the month (the edit page's part, live through the
 * month room's events, read over HTTP): Approve all days or the days checked, Decline; schedule warnings with "Approve anyway".
 */
export function PendingTimeOffRequests({ month }: { month: string }) {
  const { requests, settle } = useMonthTimeOffRequests(month);
  const [done, setDone] = useState('');
  const settled = (request: TimeOffRequest) => {
    settle(request);
    setDone(`${request.surgeon.name}'s request (${describeRange(request)}) is ${decisionInSentence(request)}.`);
  };
  return (
    <section className="tor-card tor-pending" aria-labelledby="pending-time-off">
      <h2 id="pending-time-off">Time-off requests · {monthTitle(month)}</h2>
      {done && (
        <p className="success-text" role="status">
          {done}
        </p>
      )}
      {requests.length === 0 ? (
        <p>No pending time-off requests this month.</p>
      ) : (
        <ul className="tor-list">
          {requests.map((request) => (
            <PendingRequest key={request.id} request={request} onSettled={settled} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingRequest({
  request,
  onSettled,
}: {
  request: TimeOffRequest;
  onSettled: (request: TimeOffRequest) => void;
}) {
  const all = datesOf(request);
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<string[]>(all);
  const label = `${request.surgeon.name}, ${request.vacation_type} ${describeRange(request)}`;
  const dates = choosing && chosen.length < all.length ? [...chosen].sort() : undefined;
  const decide = useSave(
    (decision: 'approve' | 'decline', acknowledge: boolean) =>
      decision === 'approve'
        ? timeOffRequestsApi.approve(request.id, dates, acknowledge)
        : timeOffRequestsApi.decline(request.id),
    {
      onSaved: (answer) => onSettled(answer.request),
      // Decided by someone else meanwhile: it leaves the list as they decided it.
      onRefused: (failure) => {
        const current = timeOffRequestsApi.currentOf(failure)?.request;
        if (!current || current.state === 'pending') return false;
        onSettled(current);
        return true;
      },
      refusalOf: (failure) => (failure instanceof Error ? failure.message : 'Not saved.'),
    },
  );
  const { saving: busy, warnings, refusal: error } = decide;

  return (
    <li className="tor-item tor-pending-item" aria-label={label}>
      <div className="tor-pending-head">
        <strong>{request.surgeon.name}</strong>
        <span>
          {request.vacation_type} {describeRange(request)}
        </span>
        {request.late_notice && <span className="tor-late-tag">late notice</span>}
      </div>
      {request.note && <p className="tor-note">“{request.note}”</p>}
      <ApprovalEmpties request={request} dates={choosing ? chosen : all} />
      {choosing && (
        <fieldset className="tor-days">
          <legend>Days to approve</legend>
          {all.map((date) => (
            <label key={date} className="tor-day">
              <input
                type="checkbox"
                checked={chosen.includes(date)}
                onChange={(event) =>
                  setChosen((held) => (event.target.checked ? [...held, date] : held.filter((d) => d !== date)))
                }
              />
              {formatMonthDay(date)}
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {warnings ? (
        <ScheduleWarnings
          warnings={warnings}
          busy={busy}
          confirmLabel="Approve anyway"
          onSaveAnyway={() => void decide.saveAnyway()}
          onCancel={decide.dismissWarnings}
        />
      ) : (
        <div className="tor-actions">
          <button
            type="button"
            className="button primary small"
            disabled={busy || (choosing && chosen.length === 0)}
            onClick={() => void decide.run('approve')}
          >
            {choosing && chosen.length < all.length
              ? `Approve ${chosen.length} day${chosen.length === 1 ? '' : 's'}`
              : 'Approve'}
          </button>
          {all.length > 1 && (
            <button
              type="button"
              className="button secondary small"
              aria-pressed={choosing}
              onClick={() => {
                setChoosing(!choosing);
                setChosen(all);
              }}
            >
              Choose days
            </button>
          )}
          <button
            type="button"
            className="button secondary small"
            disabled={busy}
            onClick={() => void decide.run('decline')}
          >
            Decline
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The scheduler sees, before deciding, which of the surgeon's calls and office sessions the chosen
 * days empty, and the cases booked on them that would need another surgeon or another day.
 */
function ApprovalEmpties({ request, dates }: { request: TimeOffRequest; dates: string[] }) {
  const preview = useRequestPreview(request);
  if (!preview) return null;
  const chosen = (slot: { date: string }) => dates.includes(slot.date);
  const emptied = {
    ...preview,
    calls: preview.calls.filter(chosen),
    office_sessions: preview.office_sessions.filter(chosen),
  };
  const booked = preview.booked_cases.filter(chosen);
  return (
    <div className="tor-empties">
      {emptied.calls.length + emptied.office_sessions.length === 0 ? (
        <p className="tor-note">Approving empties none of their calls or office sessions.</p>
      ) : (
        <>
          <p className="tor-note">Approving empties:</p>
          <VacatedSlots preview={emptied} label="Approving empties" />
        </>
      )}
      {booked.length === 0 ? (
        <p className="tor-note">No cases are booked for them on these days.</p>
      ) : (
        <>
          <p className="tor-note">
            Booked for {booked.length} case{booked.length === 1 ? '' : 's'} on these days:
          </p>
          <BookedCases cases={booked} label="Booked cases on these days" />
        </>
      )}
    </div>
  );
}
