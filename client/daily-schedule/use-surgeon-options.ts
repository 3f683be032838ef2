import { useEffect } from 'react';
import { scheduleApi } from './api';
import { useScheduleStore, type SurgeonOption } from './store';

/** Active surgeons in the administrator's order, loaded once and kept current by pushes. */
export function useSurgeonOptions(): SurgeonOption[] | null {
  const options = useScheduleStore((state) => state.surgeonOptions);
  useEffect(() => {
    if (options) return;
    scheduleApi
      .surgeonOrder()
      .then((order) => useScheduleStore.setState({ surgeonOptions: order.surgeons }))
      .catch((error: unknown) => console.error('Failed to fetch surgeons.', error));
  }, [options]);
  return options;
}
