import { useEffect } from 'react';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { useCaseProgressStore } from './store';
import { useCaseProgressEvents } from './use-case-progress-events';

/**
 * Case progress for a screen that lists cases without joining their day room (My day): each
 * case's progress as the list's answer carried it (no read per case), then kept live by the
 * watched room's 'case:progress' events. The store keeps whichever is newer.
 */
export function useListedProgress(listed: readonly (CaseProgress | null)[]): void {
  useCaseProgressEvents();
  useEffect(() => {
    const { apply } = useCaseProgressStore.getState();
    for (const progress of listed) if (progress) apply(progress);
  }, [listed]);
}
