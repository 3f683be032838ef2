import { useEffect, useId, useRef, useState } from 'react';
import {
  CANCEL_REASONS,
  DELAY_REASONS,
  MILESTONE_LABELS,
  hasReached,
  nextMilestone,
  type Milestone,
} from '../../shared/case-tracking.js';
import { formatTime12 } from '../../shared/dates.js';
import { can } from '../../shared/roles.js';
import { practiceLateGraceMinutes, usePracticeNow } from '../lib/practice-clock';
import { useSession } from '../lib/session';
import { ConfirmDeleteDialog } from '../ui/confirm-dialog';
import { caseTrackingApi } from './api';
import { CaseStatusBadge } from './case-status-badge';
import { CorrectTimeDialog } from './correct-time-dialog';
import { MilestoneList } from './milestone-list';
import { ReasonDialog } from './reason-dialog';
import { RecordedStep } from './recorded-step';
import { caseStatusOf, type ScheduledCase } from './status';
import { useCaseProgress } from './store';
import { useArmedTap } from './use-armed-tap';
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
  const [otherTime, setOtherTime] = useState<string | null>(null);
  /** The step this panel's last tap recorded, and the version the server answered with it. */
  const [ownStep, setOwnStep] = useState<{ step: Milestone; version: number } | null>(null);
  const timeHintId = useId();
  const headingId = useId();

  const status = caseStatusOf(progress, scheduled, now, practiceLateGraceMinutes());
  const last = progress?.milestones.find((milestone) => milestone.step === progress.step);
  const announced = useAnnouncement(
    `Case status: ${status.word}${status.since ? ` at ${formatTime12(status.since)}` : ''}.`,
  );
  const version = progress?.version ?? 0;
  const tap = useArmedTap(version);
  const justRecorded = ownStep?.version === version ? ownStep.step : null;
  const cancelled = Boolean(progress?.cancellation);
  const step = progress?.step ?? null;
  const next = cancelled ? null : nextMilestone(step);
  const isToday = scheduled.event_date === now.date;
  // A later day's case has no milestone yet; an earlier day's is documentation: it needs the time.
  const isFuture = scheduled.event_date > now.date;
  const recorded = progress?.milestones ?? [];
  const hasAnything = recorded.length > 0 || Boolean(progress?.delay) || cancelled;

  const recordNext = async () => {
    if (!next) return;
    if (otherTime === null && !isToday) return setOtherTime('');
    if (otherTime === '') return;
    const at = otherTime === null ? undefined : { date: scheduled.event_date, time: otherTime };
    const saved = await write.run(async () => {
      const answer = await caseTrackingApi.setMilestone(eventId, next, version, at);
      setOwnStep({ step: next, version: answer.version });
      return answer;
    });
    if (saved) setOtherTime(null);
    else tap.release();
  };
  /** Asks for the time first (an earlier day's case), else records: only a tap on an armed button. */
  const onNext = (event: { timeStamp: number }) => {
    if (next && otherTime === null && !isToday) return setOtherTime('');
    if (tap.take(event)) void recordNext();
  };
  const hint =
    otherTime === null
      ? isToday
        ? `Records now, ${formatTime12(now.time)}`
        : 'Entered afterwards: asks for the time it happened'
      : otherTime === ''
        ? 'Enter the time it happened'
        : `Records ${formatTime12(otherTime)}`;
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
        <span className="case-progress-term">Status</span> <CaseStatusBadge status={status} withTime={isToday} />
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
          {next && !isFuture && (
            <>
              <button
                type="button"
                className="button primary case-next"
                aria-describedby={timeHintId}
                disabled={write.busy || otherTime === '' || !tap.armed}
                onClick={onNext}
              >
                Next: {MILESTONE_LABELS[next]}
              </button>
              <p id={timeHintId} className="case-next-time">
                {hint}
              </p>
            </>
          )}
          {justRecorded && (
            <RecordedStep
              step={justRecorded}
              armed={tap.armed && !write.busy}
              onUndo={(event) => {
                if (!tap.take(event)) return;
                void write.run(() => caseTrackingApi.undo(eventId, version)).then((undone) => undone || tap.release());
              }}
            />
          )}
          {next && !isFuture && (
            <>
              {otherTime === null ? (
                isToday && (
                  <button type="button" className="button secondary" onClick={() => setOtherTime(now.time)}>
                    Enter another time
                  </button>
                )
              ) : (
                <div className="case-other-time">
                  <label>
                    <span>Time it happened</span>
                    <input type="time" value={otherTime} onChange={(event) => setOtherTime(event.target.value)} />
                  </label>
                  <button type="button" className="button secondary" onClick={() => setOtherTime(null)}>
                    {isToday ? 'Use now' : 'Back'}
                  </button>
                </div>
              )}
            </>
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
          text="The last thing recorded for this case (a milestone, a delay or a cancellation) is taken back."
          confirmLabel="Undo last step"
          busy={write.busy}
          onCancel={closeDialog}
          onConfirm={() => void write.run(() => caseTrackingApi.undo(eventId, version)).then(() => setDialog(null))}
        />
      )}
    </section>
  );
}
