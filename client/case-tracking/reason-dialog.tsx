import { useState, type FormEvent } from 'react';
import { LabelledField } from '../ui/labelled-field';
import { Modal } from '../ui/modal';
import type { CaseWrite } from './use-case-write';
import { CaseDialogFooter } from './case-dialog-footer';

/**
 * "Mark delayed" and "Cancel case": a reason from the practice's short list and free text,
 * which the reason "Other" requires (the server says so too, under the field).
 */
export function ReasonDialog<Reason extends string>({
  title,
  reasons,
  confirmLabel,
  write,
  onSubmit,
  onClose,
}: {
  title: string;
  reasons: readonly Reason[];
  confirmLabel: string;
  write: CaseWrite;
  onSubmit: (reason: Reason, note: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<Reason>(reasons[0]!);
  const [note, setNote] = useState('');
  const [missingNote, setMissingNote] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const needsNote = reason === 'Other' && note.trim() === '';
    setMissingNote(needsNote);
    if (!needsNote && (await onSubmit(reason, note.trim()))) onClose();
  };
  const noteError = missingNote ? 'The note field is required when the reason is Other.' : write.fieldErrors.note;
  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="case-reason-form">
        <LabelledField label="Reason" error={write.fieldErrors.reason}>
          <select value={reason} onChange={(event) => setReason(event.target.value as Reason)}>
            {reasons.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </LabelledField>
        <LabelledField
          label={reason === 'Other' ? 'Details (required for Other)' : 'Details (optional)'}
          error={noteError}
        >
          <textarea value={note} maxLength={500} rows={3} onChange={(event) => setNote(event.target.value)} />
        </LabelledField>
        <CaseDialogFooter
          message={noteError ? null : write.message}
          busy={write.busy}
          submitLabel={confirmLabel}
          onBack={onClose}
        />
      </form>
    </Modal>
  );
}
