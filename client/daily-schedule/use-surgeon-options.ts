import { useEffect, useState } from 'react';
import { scheduleApi } from './api';
import { useScheduleStore, type SurgeonOption } from './store';

export const SURGEONS_FAILED = 'Failed to fetch surgeons. Please try again.';

/**
 * Active surgeons in the administrator's order, loaded once and kept current by pushes.
 * `failed` says the list could not be read (the forms show SURGEONS_FAILED).
 */
export function useSurgeonOptionsState(): { surgeons: SurgeonOption[] | null; failed: boolean } {
  const options = useScheduleStore((state) => state.surgeonOptions);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (options) return;
    let active = true;
    scheduleApi
      .surgeonOrder()
      .then((order) => useScheduleStore.setState({ surgeonOptions: order.surgeons }))
      .catch((error: unknown) => {
        console.error(SURGEONS_FAILED, error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [options]);
  return { surgeons: options, failed: failed && !options };
}

export function useSurgeonOptions(): SurgeonOption[] | null {
  return useSurgeonOptionsState().surgeons;
}
