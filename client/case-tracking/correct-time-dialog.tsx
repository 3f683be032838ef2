import { useState, type FormEvent } from 'react';
import { MILESTONE_LABELS, type Milestone } from '../../shared/case-tracking.js';
import { formatTime12 } from '../../shared/dates.js';
import type { CaseMilestone } from '../../shared/schemas/case-tracking.js';
import { LabelledField } from '../ui/labelled-field';
import { Modal } from '../ui/modal';
import type { CaseWrite } from './use-case-write';
import { CaseDialogFooter } from './case-dialog-footer';

/** "Correct a time": one recorded milestone, its right time, and why (always required). */
export function CorrectTimeDialog({
  milestones,
  write,
  onSubmit,
  onClose,
}: {
  milestones: CaseMilestone[];
  write: CaseWrite;
  onSubmit: (step: Milestone, time: string, reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const latest = milestones[milestones.length - 1]!;
  const [step, setStep] = useState<Milestone>(latest.step);
  const [time, setTime] = useState(latest.time);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const choose = (next: Milestone) => {
    setStep(next);
    setTime(milestones.find((milestone) => milestone.step === next)?.time ?? '');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!time) found.time = 'The time must be a time HH:mm.';
    if (!reason.trim()) found.reason = 'The reason field is required.';
    setMissing(found);
    if (Object.keys(found).length === 0 && (await onSubmit(step, time, reason.trim()))) onClose();
  };
  const errors = { ...write.fieldErrors, ...missing };
  return (
    <Modal title="Correct a time" onClose={onClose}>
      <form onSubmit={submit} noValidate className="case-reason-form">
        <LabelledField label="Milestone" error={errors.step}>
          <select value={step} onChange={(event) => choose(event.target.value as Milestone)}>
            {milestones.map((milestone) => (
              <option key={milestone.step} value={milestone.step}>
                {`${MILESTONE_LABELS[milestone.step]} (${formatTime12(milestone.time)})`}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField label="Correct time" error={errors.time}>
          <input type="time" value={time} onChange={(event) => setTime(event.target.value)} />
        </LabelledField>
        <LabelledField label="Reason for the correction" error={errors.reason}>
          <textarea value={reason} maxLength={500} rows={2} onChange={(event) => setReason(event.target.value)} />
        </LabelledField>
        <CaseDialogFooter
          message={Object.keys(errors).length === 0 ? write.message : null}
          busy={write.busy}
          submitLabel="Save correction"
          onBack={onClose}
        />
      </form>
    </Modal>
  );
}
