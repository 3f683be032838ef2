import { useEffect, useId, useRef, useState } from 'react';
import {
  CANCEL_REASONS,
  DELAY_REASONS,
  MILESTONE_LABELS,
  hasReached,
  nextMilestone,
} from '../../shared/case-tracking.js';
import { formatTime12 } from '../../shared/dates.js';
import { can } from '../../shared/roles.js';
import { practiceLateGraceMinutes, usePracticeNow } from '../lib/practice-clock';
import { useSession } from '../lib/session';
import { ConfirmDeleteDialog } from '../ui/confirm-dialog';
import { caseTrackingApi } from './api';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { CaseStatusBadge } from './case-status-badge';
import { CorrectTimeDialog } from './correct-time-dialog';
import { MilestoneList } from './milestone-list';
import { ReasonDialog } from './reason-dialog';
import { NextStep } from './next-step';
import { caseStatusOf, type ScheduledCase } from './status';
import { useCaseProgress } from './store';
import { useCaseWrite } from './use-case-write';

type Dialog = 'delay' | 'cancel' | 'correct' | 'undo' | null;

/** Says the new status aloud whenever it changes, from this phone or anyone else's. */
function useAnnouncement(text: string): string {
  const [said, setSaid] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setSaid(text);
  }, [text]);
  return said;
}

/**
 * The Undo confirmation's question, naming what the server's undo takes back (the cancellation,
 * else the delay or the last milestone, whichever was recorded last). The client has no record
 * instants: a milestone whose time (never corrected) is after the delay's was recorded after it
 * (a milestone's time is never in the future); otherwise both are named.
 */
function undoQuestion(progress: CaseProgress | null | undefined): string {
  const mark = (what: string, at: { reason: string; time: string }) =>
    `the ${what} ("${at.reason}", marked ${formatTime12(at.time)})`;
  if (progress?.cancellation) return `Undo ${mark('cancellation', progress.cancellation)}?`;
  const last = progress?.milestones.find((milestone) => milestone.step === progress.step);
  const step = last && `"${MILESTONE_LABELS[last.step]}" (recorded ${formatTime12(last.time)} by ${last.set_by_name})`;
  const delay = progress?.delay;
  if (!delay) return step ? `Undo ${step}?` : 'Undo the last step?';
  if (!step) return `Undo ${mark('delay', delay)}?`;
  const surelyAfter = last.correction_reason === null && `${last.date} ${last.time}` > `${delay.date} ${delay.time}`;
  if (surelyAfter) return `Undo ${step}?`;
  return `Undo whichever was recorded last: ${mark('delay', delay)} or ${step}?`;
}

/**
 * A procedure's progress where people are (My day, the event details): where the case stands,
 * and for those who may set milestones one large "Next: …" button recording now (or another
 * time), Mark delayed, Cancel case, Correct a time and Undo last step.
 */
export function CaseProgressControl({
  eventId,
  scheduled,
  name,
}: {
  eventId: number;
  scheduled: ScheduledCase;
  /** The section's name for screen readers where several cases are listed (My day); else its heading's. */
  name?: string;
}) {
  const progress = useCaseProgress(eventId);
  const now = usePracticeNow();
  const mayWrite = can(
    useSession((state) => state.user?.role),
    'case-tracking.write',
  );
  const write = useCaseWrite();
  const [dialog, setDialog] = useState<Dialog>(null);
  const headingId = useId();

  const status = caseStatusOf(progress, scheduled, now, practiceLateGraceMinutes());
  const last = progress?.milestones.find((milestone) => milestone.step === progress.step);
  const announced = useAnnouncement(
    `Case status: ${status.word}${status.since ? ` at ${formatTime12(status.since)}` : ''}.`,
  );
  const version = progress?.version ?? 0;
  const cancelled = Boolean(progress?.cancellation);
  const step = progress?.step ?? null;
  const next = cancelled ? null : nextMilestone(step);
  const isToday = scheduled.event_date === now.date;
  // A later day's case has no milestone yet; an earlier day's is documentation: it needs the time.
  const isFuture = scheduled.event_date > now.date;
  const recorded = progress?.milestones ?? [];
  const hasAnything = recorded.length > 0 || Boolean(progress?.delay) || cancelled;

  const closeDialog = () => {
    setDialog(null);
    write.clear();
  };

  return (
    <section className="case-progress" aria-labelledby={name ? undefined : headingId} aria-label={name}>
      <h3 id={headingId} className="case-progress-title">
        Case progress
      </h3>
      <p className="case-progress-now">
        <span className="case-progress-term">Status</span>{' '}
        <CaseStatusBadge status={status} withTime={isToday && status.tone !== 'done'} />
        {last && (
          <span className="case-progress-who">
            {' '}
            since {formatTime12(last.time)} · {last.set_by_name}
          </span>
        )}
      </p>
      {progress?.delay && !cancelled && (
        <p className="case-progress-note">
          Delayed: {progress.delay.reason}
          {progress.delay.note && ` (${progress.delay.note})`}
        </p>
      )}
      {progress?.cancellation && (
        <p className="case-progress-note">
          Cancelled: {progress.cancellation.reason}
          {progress.cancellation.note && ` (${progress.cancellation.note})`}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
      {write.message && !dialog && (
        <p className="banner error" role="alert">
          {write.message}
        </p>
      )}
      {mayWrite && (
        <div className="case-progress-actions">
          {next && isFuture && <p className="case-next-time">Milestones are recorded from the day of the case.</p>}
          {!isFuture && (
            <NextStep
              eventId={eventId}
              eventDate={scheduled.event_date}
              version={version}
              next={next}
              isToday={isToday}
              nowTime={now.time}
              write={write}
            />
          )}
          <div className="case-progress-more">
            {!cancelled && !progress?.delay && !hasReached(step, 'out_of_room') && (
              <button type="button" className="button secondary" onClick={() => setDialog('delay')}>
                Mark delayed
              </button>
            )}
            {!cancelled && step !== 'done' && (
              <button type="button" className="button secondary" onClick={() => setDialog('cancel')}>
                Cancel case
              </button>
            )}
            {recorded.length > 0 && (
              <button type="button" className="button secondary" onClick={() => setDialog('correct')}>
                Correct a time
              </button>
            )}
            {hasAnything && (
              <button type="button" className="button secondary" onClick={() => setDialog('undo')}>
                Undo last step
              </button>
            )}
          </div>
        </div>
      )}
      {recorded.length > 0 && <MilestoneList milestones={recorded} />}
      {dialog === 'delay' && (
        <ReasonDialog
          title="Mark delayed"
          reasons={DELAY_REASONS}
          confirmLabel="Mark delayed"
          write={write}
          onSubmit={(reason, note) => write.run(() => caseTrackingApi.delay(eventId, reason, note, version))}
          onClose={closeDialog}
        />
      )}
      {dialog === 'cancel' && (
        <ReasonDialog
          title="Cancel case"
          reasons={CANCEL_REASONS}
          confirmLabel="Cancel case"
          write={write}
          onSubmit={(reason, note) => write.run(() => caseTrackingApi.cancel(eventId, reason, note, version))}
          onClose={closeDialog}
        />
      )}
      {dialog === 'correct' && (
        <CorrectTimeDialog
          milestones={recorded}
          write={write}
          onSubmit={(step, time, reason) =>
            write.run(() =>
              caseTrackingApi.correct(eventId, step, { date: scheduled.event_date, time }, reason, version),
            )
          }
          onClose={closeDialog}
        />
      )}
      {dialog === 'undo' && (
        <ConfirmDeleteDialog
          title="Undo last step?"
          text={undoQuestion(progress)}
          confirmLabel="Undo last step"
          busy={write.busy}
          onCancel={closeDialog}
          onConfirm={() => void write.run(() => caseTrackingApi.undo(eventId, version)).then(() => setDialog(null))}
        />
      )}
    </section>
  );
}
