import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { EventHistory } from './event-history';
import { ApiError } from '../lib/api-client';
import { paths } from '../lib/paths';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query';
import { ConfirmDeleteDialog } from '../ui/confirm-dialog';
import { Modal } from '../ui/modal';
import { ProcedureCase } from './procedure-case';
import { ScheduleWarnings } from '../ui/schedule-warnings';
import { savedEventOf, scheduleApi } from './api';
import { formToBody, recordToForm, type EventFormValues } from './event-form';
import { EventFormFields } from './event-form-fields';
import { useSave } from '../lib/use-save';
import { eventRefusal } from './event-refusal';
import { EventFormNotices } from './event-form-notices';
import { useSurgeonOptionsState } from './use-surgeon-options';
import { useHeldItem } from './store';

const CONFLICT_TEXT =
  'Someone else saved this event first. The form now shows what is saved; save again to replace it.';

/**
 * Edit Event: the saved event in the form, Save (409 shows the newer version instead of
 * overwriting), Delete Event, Close. A procedure on the grid of `date` shows whose case it is and
 * its progress above the form, as saved (not as edited in the form); on a phone it opens as that
 * case view alone, the form one tap away ("Edit details").
 */
export function EditEventDialog({ id, date, onClose }: { id: number; date: string; onClose: () => void }) {
  const held = useHeldItem(date, id);
  const [values, setValues] = useState<EventFormValues | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { surgeons, failed } = useSurgeonOptionsState();
  const onPhone = useMediaQuery(PHONE_QUERY);
  const [editing, setEditing] = useState(false);
  const isCase = held?.purpose === 'Procedure';

  useEffect(() => {
    let active = true;
    scheduleApi
      .get(id)
      .then((record) => active && setValues(recordToForm(record)))
      .catch((error: unknown) => {
        if (!active) return;
        setLoadError(
          error instanceof ApiError && error.status === 404
            ? 'This event no longer exists.'
            : 'An unexpected error occurred',
        );
      });
    return () => {
      active = false;
    };
  }, [id]);

  /** Save or Delete; a 409 shows the newer version instead of overwriting. */
  const write = useSave(
    ({ form, remove }: { form: EventFormValues; remove: boolean }, acknowledge: boolean) =>
      remove ? scheduleApi.archive(id, form.version ?? 0) : scheduleApi.update(id, formToBody(form), acknowledge),
    {
      onSaved: onClose,
      onRefused: (error) => {
        if (!(error instanceof ApiError && error.status === 409)) return false;
        const current = savedEventOf(error);
        if (current) setValues(recordToForm(current));
        setConflict(true);
        return true;
      },
      refusalOf: eventRefusal,
    },
  );
  const { fieldErrors: errors, refusal: message, saving, warnings } = write;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    setConflict(false);
    void write.run({ form: values, remove: false });
  };

  const handleDelete = async () => {
    if (!values) return;
    setConflict(false);
    await write.run({ form: values, remove: true });
    setConfirming(false);
  };

  return (
    <Modal title="Edit Event" onClose={onClose} wide>
      {isCase && <ProcedureCase date={date} item={held} />}
      {isCase && onPhone && !editing ? (
        <div className="modal-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            Close
          </button>
          <button type="button" className="button secondary" onClick={() => setEditing(true)}>
            Edit details
          </button>
        </div>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Link to={paths.dailySchedule} className="view-schedule-link">
            View Daily Schedule
          </Link>{' '}
          <EventHistory id={id} />
          {conflict && (
            <p className="banner error" role="alert">
              {CONFLICT_TEXT}
            </p>
          )}
          <EventFormNotices message={message ?? loadError} surgeonsFailed={failed} />
          {values && surgeons ? (
            <EventFormFields values={values} onChange={setValues} surgeons={surgeons} errors={errors} />
          ) : (
            !loadError && !failed && <p>Loading...</p>
          )}
          {warnings && (
            <ScheduleWarnings
              warnings={warnings}
              busy={saving}
              onSaveAnyway={() => {
                setConflict(false);
                void write.saveAnyway();
              }}
              onCancel={write.dismissWarnings}
            />
          )}
          <div className="modal-actions">
            <button
              type="button"
              className="button danger"
              disabled={!values || saving}
              onClick={() => setConfirming(true)}
            >
              Delete Event
            </button>
            <button type="button" className="button secondary" onClick={onClose}>
              Close
            </button>
            <button type="submit" className="button primary" disabled={!values || saving}>
              {saving ? 'Loading...' : 'Save'}
            </button>
          </div>
        </form>
      )}
      {confirming && (
        <ConfirmDeleteDialog
          text="This will delete the record."
          onCancel={() => setConfirming(false)}
          onConfirm={handleDelete}
          busy={saving}
        />
      )}
    </Modal>
  );
}
