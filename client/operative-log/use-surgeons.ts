import { useEffect, useState } from 'react';
import type { SurgeonOption } from '../../shared/schemas/operative-log.js';
import { operativeLogApi } from './api';

let cached: SurgeonOption[] | null = null;

/** Active physicians for the surgeon and assistant selects (fetched once per page load). */
export function useSurgeons() {
  const [surgeons, setSurgeons] = useState<SurgeonOption[]>(cached ?? []);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (cached) return;
    operativeLogApi
      .surgeons()
      .then((list) => {
        cached = list;
        setSurgeons(list);
      })
      .catch(() => setError('Failed to fetch surgeons. Please try again.'));
  }, []);
  return { surgeons, error };
}
