import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { Modal } from '../ui/modal';
import { ScheduleWarnings } from '../ui/schedule-warnings';
import { scheduleApi } from './api';
import { emptyEventForm, formToBody, type EventFormValues } from './event-form';
import { EventFormFields } from './event-form-fields';
import { useSave } from '../lib/use-save';
import { eventRefusal } from './event-refusal';
import { EventFormNotices } from './event-form-notices';
import { useSurgeonOptionsState } from './use-surgeon-options';

/** Add New Event. After a successful add the form resets and the modal closes; the grids update live. */
export function AddEventModal({ date, onClose }: { date: string; onClose: () => void }) {
  const [values, setValues] = useState(() => emptyEventForm(date));
  const { surgeons, failed } = useSurgeonOptionsState();
  const save = useSave(
    (form: EventFormValues, acknowledge: boolean) => scheduleApi.create(formToBody(form), acknowledge),
    {
      onSaved: () => {
        setValues(emptyEventForm(date));
        onClose();
      },
      refusalOf: eventRefusal,
    },
  );
  const { fieldErrors: errors, refusal: message, saving, warnings } = save;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(values);
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
            onSaveAnyway={() => void save.saveAnyway()}
            onCancel={save.dismissWarnings}
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
