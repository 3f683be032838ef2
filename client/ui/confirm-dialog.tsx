import { Modal } from './modal';

/** "Are you sure you want to delete?" with the area's consequence text, Cancel and Delete. */
export function ConfirmDeleteDialog({
  text = 'This will archived the record.',
  onCancel,
  onConfirm,
  busy,
}: {
  text?: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}) {
  return (
    <Modal title="Are you sure you want to delete?" onClose={onCancel}>
      <p>{text}</p>
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button danger" onClick={onConfirm} disabled={busy}>
          Delete
        </button>
      </div>
    </Modal>
  );
}
