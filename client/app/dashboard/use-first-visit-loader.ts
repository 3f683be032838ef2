import { useEffect, useState } from 'react';
import { HOME_LOADER_MS } from '../../../shared/practice.js';

/** True for one second on the first dashboard visit of a browser session, false at once later. */
export function useFirstVisitLoader(): boolean {
  const [loading, setLoading] = useState(() => sessionStorage.getItem('homepageLoaded') !== 'true');
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem('homepageLoaded', 'true');
      setLoading(false);
    }, HOME_LOADER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading;
}
