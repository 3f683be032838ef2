import { useState } from 'react';
import { can } from '../../shared/roles.js';
import type { CallRequest, CallRequestState } from '../../shared/schemas/call-requests.js';
import type { LedgerEffect } from '../../shared/schemas/fairness-ledger.js';
import { formatPracticeInstant } from '../lib/practice-clock';
import { fieldsOrServerWords } from '../lib/save-outcome';
import { useSave } from '../lib/use-save';
import { useSession } from '../lib/session';
import { ScheduleWarnings } from '../ui/schedule-warnings';
import { callRequestsApi, currentOf } from './api';
import { EffectTable } from './effect-table';
import { callName } from './request-dialog';
import { actionsFor, type Action } from './request-actions';
import { useCallRequestsStore } from './store';
import './call-requests.css';

export const STATE_LABELS: Record<CallRequestState, string> = {
  proposed: 'Waiting for an answer',
  accepted: 'Accepted, waiting for a scheduler’s approval',
  approved: 'Approved',
  applied: 'Done: the calendar shows it',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** Where a request stands, in words: a reversed one says who put its call back, and when. */
export function stateWords(request: CallRequest): string {
  if (request.reversed_at == null) return STATE_LABELS[request.state];
  const by = request.reversed_by?.name ?? 'a scheduler';
  return `Reversed by ${by} at ${formatPracticeInstant(request.reversed_at, 'dateTime')}`;
}

/** What a request asks, in words. */
export function describeRequest(request: CallRequest): string {
  const call = callName(request.date, request.slot);
  const from = request.from_surgeon?.name ?? 'Nobody';
  if (request.kind === 'swap' && request.return_date && request.return_slot) {
    return `${from} gives ${call} to ${request.to_surgeon?.name ?? '?'} and takes their ${callName(request.return_date, request.return_slot)} in return.`;
  }
  if (request.kind === 'cover')
    return `${call} has nobody: offered to every eligible colleague, the first to accept takes it.`;
  return request.to_surgeon
    ? `${from} gives ${call} to ${request.to_surgeon.name}.`
    : `${from} offers ${call} to every eligible colleague: the first to accept takes it.`;
}

const DONE: Record<Action, string> = {
  accept: 'You accepted.',
  decline: 'You declined.',
  withdraw: 'You withdrew it.',
  approve: 'You approved it.',
  reject: 'You declined it.',
};

/** A request with its effect on both counts and the viewer's actions (Accept / Decline / Withdraw / Approve). */
export function RequestCard({
  detail: initial,
  approvalRequired = false,
  headingLevel = 2,
}: {
  detail: { request: CallRequest; effect: LedgerEffect | null };
  approvalRequired?: boolean;
  headingLevel?: 2 | 3;
}) {
  const user = useSession((state) => state.user);
  const [detail, setDetail] = useState(initial);
  const live = useCallRequestsStore((state) => state.requests[initial.request.id]);
  const request = live && live.version > detail.request.version ? live : detail.request;
  const [acting, setActing] = useState<Action>('accept');
  const [notice, setNotice] = useState('');
  const [overtaken, setOvertaken] = useState('');
  const save = useSave(
    async (action: Action, acknowledge: boolean) => {
      const id = request.id;
      const next =
        action === 'accept'
          ? await callRequestsApi.accept(id, acknowledge)
          : action === 'approve'
            ? await callRequestsApi.approve(id, acknowledge)
            : await callRequestsApi[action](id);
      return { action, next };
    },
    {
      onSaved: ({ action, next }) => {
        setDetail(next);
        useCallRequestsStore.getState().upsert(next.request);
        setNotice(`${DONE[action]} ${stateWords(next.request)}.`);
      },
      onRefused: (error) => {
        const current = currentOf(error);
        if (!current) return false;
        setDetail(current);
        useCallRequestsStore.getState().upsert(current.request);
        setOvertaken(`Someone else acted on this request first. It is now: ${stateWords(current.request)}.`);
        return true;
      },
      refusalOf: fieldsOrServerWords('The server could not be reached. Please try again.'),
    },
  );
  if (!user) return null;
  const scheduler = can(user.role, 'call-calendar.write');
  const actions = actionsFor(request, user.id, scheduler, approvalRequired);
  const busy = save.saving ? acting : null;
  const problem = overtaken || save.refusal || Object.values(save.fieldErrors).join(' ');

  const act = (action: Action) => {
    setActing(action);
    setNotice('');
    setOvertaken('');
    void save.run(action);
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const label: Record<Action, string> = {
    accept: 'Accept',
    decline: 'Decline',
    withdraw: 'Withdraw',
    approve: 'Approve',
    reject: 'Decline',
  };
  return (
    <section className="cr-card" aria-label={`Call ${request.kind} request`}>
      <Heading>
        Call {request.kind === 'give-away' ? 'give-away' : request.kind} ·{' '}
        <span className="cr-state">{stateWords(request)}</span>
      </Heading>
      <p>{describeRequest(request)}</p>
      {request.note && <p className="cr-note">Note: {request.note}</p>}
      {request.accepted_by && <p>Accepted by {request.accepted_by.name}.</p>}
      {detail.effect && <EffectTable effect={detail.effect} />}
      {problem && (
        <p className="banner error" role="alert">
          {problem}
        </p>
      )}
      {notice && (
        <p className="banner success" role="status">
          {notice}
        </p>
      )}
      {save.warnings && (
        <ScheduleWarnings
          warnings={save.warnings}
          busy={busy !== null}
          confirmLabel={acting === 'accept' ? 'Accept anyway' : 'Approve anyway'}
          onSaveAnyway={() => {
            setNotice('');
            setOvertaken('');
            void save.saveAnyway();
          }}
          onCancel={save.dismissWarnings}
        />
      )}
      {actions.length > 0 && (
        <div className="cr-actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'accept' || action === 'approve' ? 'button primary' : 'button secondary'}
              disabled={busy !== null}
              onClick={() => act(action)}
            >
              {busy === action ? 'Working...' : label[action]}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
