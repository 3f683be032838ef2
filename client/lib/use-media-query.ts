import { useSyncExternalStore } from 'react';

/** Whether the CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/**
 * Below this width a screen takes its phone layout: the call calendar is a list of days rather
 * than a grid of weeks, a case opens as its case view rather than the edit form.
 */
export const PHONE_QUERY = '(max-width: 640px)';
