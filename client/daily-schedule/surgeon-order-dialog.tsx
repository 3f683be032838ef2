import { useState } from 'react';
import { Modal } from '../ui/modal';
import { scheduleApi } from './api';
import { useScheduleStore } from './store';
import { useSave } from '../lib/use-save';
import { eventRefusal } from './event-refusal';
import { useSurgeonOptions } from './use-surgeon-options';

/** The administrator's tool for the order of the surgeon columns (kept in the database). */
export function SurgeonOrderDialog({ onClose }: { onClose: () => void }) {
  const options = useSurgeonOptions();
  const [order, setOrder] = useState<number[] | null>(null);
  const save = useSave((surgeonIds: number[]) => scheduleApi.saveSurgeonOrder(surgeonIds), {
    onSaved: (saved) => {
      useScheduleStore.getState().applySurgeonOrder(saved);
      onClose();
    },
    refusalOf: eventRefusal,
  });
  const { refusal: message, saving } = save;
  const ids = order ?? options?.map((surgeon) => surgeon.id) ?? [];
  const nameOf = (id: number) => options?.find((surgeon) => surgeon.id === id)?.name ?? '';

  const move = (index: number, by: number) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setOrder(next);
  };
  const handleSave = () => save.run(ids);

  return (
    <Modal title="Surgeon Column Order" onClose={onClose}>
      {message && (
        <p className="banner error" role="alert">
          {message}
        </p>
      )}
      <ol className="order-list" aria-label="Surgeon order">
        {ids.map((id, index) => (
          <li key={id}>
            <span>{nameOf(id)}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={`Move ${nameOf(id)} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Move ${nameOf(id)} down`}
              disabled={index === ids.length - 1}
              onClick={() => move(index, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onClose}>
          Close
        </button>
        <button type="button" className="button primary" disabled={saving || !options} onClick={handleSave}>
          {saving ? 'Loading...' : 'Save Order'}
        </button>
      </div>
    </Modal>
  );
}
