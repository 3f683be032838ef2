import { useEffect, useId, useMemo, useState } from 'react';
import { addMonths, formatMonthDay, monthOf, weekdayName } from '../../shared/dates.js';
import type { LedgerEffect } from '../../shared/schemas/fairness-ledger.js';
import type { CreateCallRequestInput } from '../../shared/schemas/call-requests.js';
import { SLOT_LABELS, type CallSlot } from '../../shared/schemas/call-slots.js';
import type { Surgeon } from '../../shared/schemas/surgeons.js';
import { ApiError } from '../lib/api-client';
import { practiceToday } from '../lib/practice-clock';
import { Modal } from '../ui/modal';
import { callRequestsApi } from './api';
import { EffectTable } from './effect-table';
import { useCallRequestsStore } from './store';

type Mode = 'swap' | 'give-away';
const EVERYONE = 'all';
const TRADED_SLOTS: readonly CallSlot[] = ['surgeon_1st', 'surgeon_2nd'];

export const callName = (date: string, slot: CallSlot) =>
  `${SLOT_LABELS[slot]} call ${weekdayName(date)} ${formatMonthDay(date)}`;

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? error.body.errors
      ? Object.values(error.body.errors).flat().join(' ')
      : error.status > 0
        ? error.message
        : 'The server could not be reached. Please try again.'
    : 'Something went wrong. Please try again.';

/** A colleague's 1st and 2nd calls from today on, in the call's month and the next two. */
function useCallsOf(colleagueId: number | null, month: string, exclude: string) {
  const [calls, setCalls] = useState<{ date: string; slot: CallSlot }[] | null>(null);
  useEffect(() => {
    if (colleagueId === null) return setCalls(null);
    let active = true;
    setCalls(null);
    const today = practiceToday();
    Promise.all([0, 1, 2].map((offset) => callRequestsApi.entries(addMonths(month, offset)))).then(
      (months) => {
        if (!active) return;
        setCalls(
          months
            .flat()
            .filter((entry) => entry.date > today)
            .sort((a, b) => a.date.localeCompare(b.date))
            .flatMap((entry) =>
              TRADED_SLOTS.filter((slot) => entry[slot] === colleagueId && `${entry.date}/${slot}` !== exclude).map(
                (slot) => ({ date: entry.date, slot }),
              ),
            ),
        );
      },
      () => active && setCalls([]),
    );
    return () => {
      active = false;
    };
  }, [colleagueId, month, exclude]);
  return calls;
}

/** "Swap with…" or "Give away" one's own call: choose, see the effect on both counts, send. */
export function CallRequestDialog({
  date,
  slot,
  selfId,
  initialMode = 'swap',
  onClose,
}: {
  date: string;
  slot: CallSlot;
  selfId: number;
  initialMode?: Mode;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [colleagues, setColleagues] = useState<Surgeon[] | null>(null);
  const [colleague, setColleague] = useState('');
  const [returnCall, setReturnCall] = useState('');
  const [note, setNote] = useState('');
  const [effect, setEffect] = useState<LedgerEffect | null>(null);
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');
  const ids = useId();

  useEffect(() => {
    callRequestsApi.eligible(date, slot).then(
      (surgeons) => setColleagues(surgeons.filter((surgeon) => surgeon.id !== selfId)),
      (error: unknown) => setProblem(errorText(error)),
    );
  }, [date, slot, selfId]);

  const colleagueId = colleague && colleague !== EVERYONE ? Number(colleague) : null;
  const calls = useCallsOf(mode === 'swap' ? colleagueId : null, monthOf(date), `${date}/${slot}`);

  const body = useMemo((): CreateCallRequestInput | null => {
    if (mode === 'swap') {
      if (colleagueId === null || !returnCall) return null;
      const [returnDate, returnSlot] = returnCall.split('/') as [string, CallSlot];
      return {
        kind: 'swap',
        date,
        slot,
        to_surgeon_id: colleagueId,
        return_date: returnDate,
        return_slot: returnSlot,
        note,
      };
    }
    if (!colleague) return null;
    return { kind: 'give-away', date, slot, to_surgeon_id: colleagueId, note };
  }, [mode, colleague, colleagueId, returnCall, date, slot, note]);
  const previewKey = body ? JSON.stringify({ ...body, note: '' }) : '';

  useEffect(() => {
    setEffect(null);
    if (!previewKey) return;
    let active = true;
    callRequestsApi.preview(JSON.parse(previewKey) as CreateCallRequestInput).then(
      (answer) => active && setEffect(answer),
      (error: unknown) => active && setProblem(errorText(error)),
    );
    return () => {
      active = false;
    };
  }, [previewKey]);

  const send = async () => {
    if (!body) return;
    setSending(true);
    setProblem('');
    try {
      const detail = await callRequestsApi.create(body);
      useCallRequestsStore.getState().upsert(detail.request);
      const to = detail.request.to_surgeon?.name ?? 'every eligible colleague';
      setSent(
        `${mode === 'swap' ? 'Swap' : 'Give-away'} proposed to ${to}. They have a message; the calendar shows it as pending.`,
      );
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title={`Swap or give away: ${callName(date, slot)}`} onClose={onClose} wide>
      {sent ? (
        <div className="cr-dialog">
          <p role="status" className="banner success">
            {sent}
          </p>
          <div className="cr-dialog-actions">
            <button type="button" className="button primary" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <form
          className="cr-dialog"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <fieldset className="cr-mode">
            <legend>What would you like to do?</legend>
            {(['swap', 'give-away'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="cr-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => {
                    setMode(value);
                    setColleague('');
                    setReturnCall('');
                    setProblem('');
                  }}
                />{' '}
                {value === 'swap' ? 'Swap with…' : 'Give away'}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${ids}-colleague`}>{mode === 'swap' ? 'Swap with' : 'Give to'}</label>
            <select
              id={`${ids}-colleague`}
              value={colleague}
              disabled={colleagues === null}
              onChange={(event) => {
                setColleague(event.target.value);
                setReturnCall('');
                setProblem('');
              }}
            >
              <option value="">{colleagues === null ? 'Loading...' : 'Choose a colleague'}</option>
              {mode === 'give-away' && colleagues && colleagues.length > 0 && (
                <option value={EVERYONE}>Everyone eligible ({colleagues.length})</option>
              )}
              {colleagues?.map((surgeon) => (
                <option key={surgeon.id} value={surgeon.id}>
                  {surgeon.name} ({surgeon.initial})
                </option>
              ))}
            </select>
            {colleagues?.length === 0 && <p className="cr-muted">No colleague may take this call.</p>}
          </div>
          {mode === 'swap' && colleagueId !== null && (
            <div className="field">
              <label htmlFor={`${ids}-return`}>Their call you take in return</label>
              <select
                id={`${ids}-return`}
                value={returnCall}
                disabled={calls === null}
                onChange={(e) => setReturnCall(e.target.value)}
              >
                <option value="">{calls === null ? 'Loading...' : 'Choose one of their calls'}</option>
                {calls?.map((item) => (
                  <option key={`${item.date}/${item.slot}`} value={`${item.date}/${item.slot}`}>
                    {callName(item.date, item.slot)}
                  </option>
                ))}
              </select>
              {calls?.length === 0 && <p className="cr-muted">They have no 1st or 2nd call in the next months.</p>}
            </div>
          )}
          <div className="field">
            <label htmlFor={`${ids}-note`}>Note (optional)</label>
            <textarea
              id={`${ids}-note`}
              value={note}
              maxLength={500}
              rows={2}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {effect && <EffectTable effect={effect} />}
          {body && !effect && !problem && <p className="cr-muted">Working out the effect on call counts...</p>}
          {problem && (
            <p className="banner error" role="alert">
              {problem}
            </p>
          )}
          <div className="cr-dialog-actions">
            <button type="submit" className="button primary" disabled={!body || !effect || sending}>
              {sending ? 'Sending...' : mode === 'swap' ? 'Propose swap' : 'Offer call'}
            </button>
            <button type="button" className="button secondary" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

export const isTradedSlot = (slot: CallSlot) => TRADED_SLOTS.includes(slot);
