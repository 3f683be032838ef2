import { formatTime12 } from '../../shared/dates.js';
import type { ScheduleGridItem } from '../../shared/schemas/daily-schedule.js';

/**
 * The top of a case's panel: whose case it is and where, so whoever taps "Next" sees the patient,
 * MRN, procedure, room and time beside it. Only what the day's grid already holds for this viewer.
 */
export function CaseWhoWhere({ item }: { item: ScheduleGridItem }) {
  const named = [item.patient_first_name, item.patient_last_name].filter(Boolean).join(' ');
  const patient = named || (item.patient_initials ? `Initials ${item.patient_initials}` : 'Not entered');
  const room = (item.event_location === 'others' ? item.event_location_text : item.event_location) ?? 'No location';
  return (
    <section className="case-who-where" aria-label="Whose case">
      <dl>
        <div className="case-who-patient">
          <dt>Patient</dt>
          <dd>{patient}</dd>
        </div>
        <div>
          <dt>MRN</dt>
          <dd>{item.patient_mrn ?? '—'}</dd>
        </div>
        <div className="case-who-procedure">
          <dt>Procedure</dt>
          <dd>{item.procedure ?? '—'}</dd>
        </div>
        <div>
          <dt>Room</dt>
          <dd>{room}</dd>
        </div>
        <div>
          <dt>Scheduled</dt>
          <dd>
            {formatTime12(item.start_time)}–{formatTime12(item.end_time)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
