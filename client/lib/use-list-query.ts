import { useCallback, useEffect, useState } from 'react';

/**
 * A page's own query of a live list (a day, a name search): fetched on mount and whenever
 * `fetch` changes (pass null when there is nothing to ask, e.g. no date chosen); `load` is
 * what the room hook runs after each snapshot. A failure is logged, and shown as `loadError`
 * when the page gives a message for it.
 */
export function useListQuery<T>(
  fetch: (() => Promise<T>) | null,
  apply: (result: T) => void,
  failure: { log: string; message?: string },
) {
  const [loading, setLoading] = useState(fetch !== null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { log, message } = failure;

  const load = useCallback(() => {
    if (!fetch) return;
    fetch()
      .then(apply)
      .catch((error: unknown) => {
        console.error(log, error);
        if (message) setLoadError(message);
      })
      .finally(() => setLoading(false));
  }, [fetch, apply, log, message]);
  useEffect(load, [load]);

  return { loading, loadError, load };
}
