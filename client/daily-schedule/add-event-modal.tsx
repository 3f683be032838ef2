import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { Modal } from '../ui/modal';
import { ScheduleWarnings } from '../ui/schedule-warnings';
import { scheduleApi } from './api';
import { emptyEventForm, formToBody } from './event-form';
import { EventFormFields } from './event-form-fields';
import { useEventSave } from './use-event-save';
import { EventFormNotices } from './event-form-notices';
import { useSurgeonOptionsState } from './use-surgeon-options';

/** Add New Event. After a successful add the form resets and the modal closes; the grids update live. */
export function AddEventModal({ date, onClose }: { date: string; onClose: () => void }) {
  const [values, setValues] = useState(() => emptyEventForm(date));
  const { surgeons, failed } = useSurgeonOptionsState();
  const { errors, message, saving, run, warnings, clearWarnings } = useEventSave();

  const save = async (acknowledgeWarnings: boolean) => {
    const saved = await run(() => scheduleApi.create(formToBody(values), acknowledgeWarnings));
    if (saved) {
      setValues(emptyEventForm(date));
      onClose();
    }
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <Modal title="Add New Event" onClose={onClose} wide>
      <form onSubmit={handleSubmit} noValidate>
        <EventFormNotices message={message} surgeonsFailed={failed} />
        {surgeons ? (
          <EventFormFields values={values} onChange={setValues} surgeons={surgeons} errors={errors} />
        ) : (
          !failed && <p>Loading...</p>
        )}
        {warnings && (
          <ScheduleWarnings
            warnings={warnings}
            busy={saving}
            onSaveAnyway={() => save(true)}
            onCancel={clearWarnings}
          />
        )}
        <div className="modal-actions">
          <Link to={paths.dailySchedule} className="button secondary" onClick={onClose}>
            View Daily Schedule
          </Link>
          <button type="button" className="button secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="button primary" disabled={saving || !surgeons}>
            {saving ? 'Loading...' : 'Submit'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
