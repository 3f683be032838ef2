import type { ReactNode } from 'react';
import { Modal } from './modal';

/** "Are you sure you want to delete?" with the area's consequence text, Cancel and Delete. */
export function ConfirmDeleteDialog({
  text = 'This will archived the record.',
  onCancel,
  onConfirm,
  busy,
  title = 'Are you sure you want to delete?',
  confirmLabel = 'Delete',
  confirmDisabled = false,
  children,
}: {
  text?: string;
  title?: string;
  confirmLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
  /** Blocks the confirm button (a required field below the text is empty). */
  confirmDisabled?: boolean;
  /** Fields between the text and the buttons (a removal's reason). */
  children?: ReactNode;
}) {
  return (
    <Modal title={title} onClose={onCancel}>
      <p>{text}</p>
      {children}
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button danger" onClick={onConfirm} disabled={busy || confirmDisabled}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
