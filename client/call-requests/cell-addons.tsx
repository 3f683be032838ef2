import { useState } from 'react';
import { coverOfferOpen, tradeOpen } from '../../shared/call-times.js';
import { formatMonthDay } from '../../shared/dates.js';
import { can } from '../../shared/roles.js';
import { SLOT_LABELS, type CallSlot } from '../../shared/schemas/call-slots.js';
import { ApiError } from '../lib/api-client';
import { usePracticeNow } from '../lib/practice-clock';
import { useSession } from '../lib/session';
import { callRequestsApi } from './api';
import { CallRequestDialog, isTradedSlot } from './request-dialog';
import { openRequestsOn, pendingLabel, useCallRequestsStore } from './store';
import './call-requests.css';

/** One call cell of a calendar, as the call calendar hands it to the addons. */
export interface CallCellProps {
  date: string;
  slot: CallSlot;
  holder: number | null;
  gap: boolean;
  planned: boolean;
}

/** The open requests moving this call: "SW → DR?" (giver → taker, not yet done). */
export function PendingMarks({ date, slot }: { date: string; slot: CallSlot }) {
  const requests = useCallRequestsStore((state) => state.requests);
  const open = openRequestsOn(requests, date, slot);
  if (open.length === 0) return null;
  return (
    <>
      {open.map((request) => (
        <span
          key={request.id}
          className="cr-pending"
          title={`Pending ${request.kind} (${request.state})`}
          aria-label={`Pending ${request.kind}: ${pendingLabel(request, date, slot)}`}
        >
          {pendingLabel(request, date, slot)}
        </span>
      ))}
    </>
  );
}

/** On one's own 1st or 2nd call not yet started: "Swap or give away", for those who may trade calls. */
export function OwnCallActions({ date, slot, holder }: { date: string; slot: CallSlot; holder: number | null }) {
  const user = useSession((state) => state.user);
  const now = usePracticeNow();
  const [open, setOpen] = useState(false);
  if (
    !user ||
    holder !== user.id ||
    !can(user.role, 'call-requests.make') ||
    !tradeOpen(date, now) ||
    !isTradedSlot(slot)
  )
    return null;
  return (
    <>
      <button
        type="button"
        className="cr-trade no-print"
        aria-label={`Swap or give away ${formatMonthDay(date)} ${SLOT_LABELS[slot]}`}
        title="Swap with… / Give away"
        onClick={() => setOpen(true)}
      >
        ⇄
      </button>
      {open && <CallRequestDialog date={date} slot={slot} selfId={user.id} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The month view's and My day's addon of a call cell: pending requests, and one's own call's actions. */
export function MonthCellAddon({ date, slot, holder }: CallCellProps) {
  return (
    <>
      <PendingMarks date={date} slot={slot} />
      <OwnCallActions date={date} slot={slot} holder={holder} />
    </>
  );
}

/** The edit page's addon: pending requests, and on an empty call slot "Offer to all" (a cover offer). */
export function EditCellAddon({ date, slot, gap, planned }: CallCellProps) {
  const now = usePracticeNow();
  const requests = useCallRequestsStore((state) => state.requests);
  const offered = openRequestsOn(requests, date, slot).some((request) => request.kind === 'cover');
  const [state, setState] = useState<'idle' | 'sending' | string>('idle');
  const offer = async () => {
    setState('sending');
    try {
      const detail = await callRequestsApi.offerCover(date, slot);
      useCallRequestsStore.getState().upsert(detail.request);
      setState('idle');
    } catch (error) {
      setState(error instanceof ApiError && error.status > 0 ? error.message : 'Could not offer it. Please try again.');
    }
  };
  return (
    <>
      <PendingMarks date={date} slot={slot} />
      {gap && planned && isTradedSlot(slot) && coverOfferOpen(date, now) && !offered && (
        <button
          type="button"
          className="cr-offer no-print"
          disabled={state === 'sending'}
          aria-label={`Offer to all: ${formatMonthDay(date)} ${SLOT_LABELS[slot]}`}
          onClick={() => void offer()}
        >
          Offer to all
        </button>
      )}
      {state !== 'idle' && state !== 'sending' && (
        <span className="cr-error" role="alert">
          {state}
        </span>
      )}
    </>
  );
}
