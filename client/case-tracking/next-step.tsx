import { useId, useState } from 'react';
import { MILESTONE_LABELS, type Milestone } from '../../shared/case-tracking.js';
import { formatTime12 } from '../../shared/dates.js';
import { caseTrackingApi } from './api';
import { RecordedStep } from './recorded-step';
import { useArmedTap } from './use-armed-tap';
import type { CaseWrite } from './use-case-write';

/**
 * The large "Next: …" button of a case's panel, the time it records (now, or one entered), and
 * after a tap "Recorded: STEP · Undo". One step per deliberate tap: the button (and that Undo)
 * is disarmed while the step it names is new on screen (use-armed-tap.ts).
 */
export function NextStep({
  eventId,
  eventDate,
  version,
  next,
  isToday,
  nowTime,
  write,
}: {
  eventId: number;
  eventDate: string;
  /** The case's version as shown: what a write is made from, and what re-arms the button when it changes. */
  version: number;
  /** The step the button records; null when there is none to take (done, cancelled, a later day's case). */
  next: Milestone | null;
  isToday: boolean;
  nowTime: string;
  write: CaseWrite;
}) {
  const [otherTime, setOtherTime] = useState<string | null>(null);
  /** The step this panel's last tap recorded, and the version the server answered with it. */
  const [ownStep, setOwnStep] = useState<{ step: Milestone; version: number } | null>(null);
  const tap = useArmedTap(version);
  const timeHintId = useId();
  const justRecorded = ownStep?.version === version ? ownStep.step : null;

  /** Records `milestone` now, or at the time entered; a write that changed nothing re-arms the button. */
  const record = async (milestone: Milestone) => {
    const at = otherTime === null ? undefined : { date: eventDate, time: otherTime };
    const saved = await write.run(async () => {
      const answer = await caseTrackingApi.setMilestone(eventId, milestone, version, at);
      setOwnStep({ step: milestone, version: answer.version });
      return answer;
    });
    if (saved) setOtherTime(null);
    else tap.release();
  };
  /** Asks for the time first (an earlier day's case), else records: only a tap on an armed button. */
  const onNext = (event: { timeStamp: number }) => {
    if (!next || otherTime === '') return;
    if (otherTime === null && !isToday) return setOtherTime('');
    if (tap.take(event)) void record(next);
  };
  const undo = (event: { timeStamp: number }) => {
    if (!tap.take(event)) return;
    void write.run(() => caseTrackingApi.undo(eventId, version)).then((undone) => undone || tap.release());
  };
  const hint =
    otherTime === null
      ? isToday
        ? `Records now, ${formatTime12(nowTime)}`
        : 'Entered afterwards: asks for the time it happened'
      : otherTime === ''
        ? 'Enter the time it happened'
        : `Records ${formatTime12(otherTime)}`;

  return (
    <>
      {next && (
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
      {justRecorded && <RecordedStep step={justRecorded} armed={tap.armed && !write.busy} onUndo={undo} />}
      {next &&
        (otherTime === null ? (
          isToday && (
            <button type="button" className="button secondary" onClick={() => setOtherTime(nowTime)}>
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
        ))}
    </>
  );
}
