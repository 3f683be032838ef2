import { useEffect } from 'react';
import type { ScheduleGridItem } from '../../shared/schemas/daily-schedule.js';
import { caseTrackingApi } from '../case-tracking/api';
import { CaseProgressControl } from '../case-tracking/case-progress-control';
import { FamilyCard } from '../case-tracking/family-card';
import { useCaseProgress, useCaseProgressStore } from '../case-tracking/store';
import { CaseWhoWhere } from './case-who-where';
import { useScheduleStore } from './store';

/** The name of the surgeon whose column holds the event as its primary, on the day `date`. */
function usePrimarySurgeon(date: string, id: number): string | null {
  return useScheduleStore((state) => {
    const data = state.days[date]?.data;
    if (!data) return null;
    const entry = Object.entries(data.surgeon_events).find(([, items]) =>
      items.some((item) => item.id === id && item.surgeon_type === 'P'),
    );
    return entry ? (data.surgeons.find((surgeon) => String(surgeon.id) === entry[0])?.name ?? null) : null;
  });
}

/**
 * A procedure's case in its dialogs: whose case and where, the progress control and, folded, the
 * family's printable card with the case code. The day room holds only cases with anything
 * recorded, so the case is read once here for its code.
 */
export function ProcedureCase({ date, item }: { date: string; item: ScheduleGridItem }) {
  const progress = useCaseProgress(item.id);
  const surgeon = usePrimarySurgeon(date, item.id);
  useEffect(() => {
    let active = true;
    caseTrackingApi.progress(item.id).then(
      (read) => active && useCaseProgressStore.getState().apply(read),
      () => undefined, // the control still shows the status the day room holds
    );
    return () => {
      active = false;
    };
  }, [item.id]);
  return (
    <>
      <CaseWhoWhere item={item} />
      <CaseProgressControl eventId={item.id} scheduled={item} />
      {progress?.case_code && (
        <details className="family-card-fold">
          <summary>Family card</summary>
          <FamilyCard caseCode={progress.case_code} surgeon={surgeon ?? item.surgeon} date={item.event_date} />
        </details>
      )}
    </>
  );
}
