import { Modal } from './modal';

/** "Are you sure you want to delete?" with the area's consequence text, Cancel and Delete. */
export function ConfirmDeleteDialog({
  text = 'This will archived the record.',
  onCancel,
  onConfirm,
  busy,
  title = 'Are you sure you want to delete?',
  confirmLabel = 'Delete',
}: {
  text?: string;
  title?: string;
  confirmLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p>{text}</p>
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
