import { caseStatusOf, type CaseStatus, type ScheduledCase } from './status';
import { useCaseProgress } from './store';

/**
 * The status of a procedure with anything recorded, for a grid card (null: nothing recorded,
 * or not a procedure). The grid does not tick: no minutes, lateness or overrun here.
 */
export function useRecordedStatus(item: (ScheduledCase & { id: number }) | null | undefined): CaseStatus | null {
  const progress = useCaseProgress(item?.id ?? 0);
  if (!item || !progress) return null;
  return caseStatusOf(progress, item, null, 0);
}
