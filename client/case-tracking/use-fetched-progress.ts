import { useEffect } from 'react';
import { caseTrackingApi } from './api';
import { useCaseProgressStore } from './store';
import { useCaseProgressEvents } from './use-case-progress-events';

/**
 * Case progress for a screen that lists cases without joining their day room (My day): each
 * case is read once per `generation` (a new list read), then kept live by the watched room's
 * 'case:progress' events.
 */
export function useFetchedProgress(eventIds: number[], generation: unknown): void {
  useCaseProgressEvents();
  const key = eventIds.join(',');
  useEffect(() => {
    let active = true;
    for (const id of key ? key.split(',').map(Number) : []) {
      caseTrackingApi.progress(id).then(
        (progress) => active && useCaseProgressStore.getState().apply(progress),
        // Unreadable now (offline, gone): the control shows it as not started until the next read.
        () => undefined,
      );
    }
    return () => {
      active = false;
    };
  }, [key, generation]);
}
