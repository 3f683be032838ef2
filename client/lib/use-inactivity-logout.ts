import { useEffect } from 'react';
import { INACTIVITY_LOGOUT_MS } from '../../shared/practice.js';

/**
 * Calls `onIdle` after an hour without mouse movement or key press (restarted at load), and
 * `onActivity` on each of them (the caller throttles it).
 */
export function useInactivityLogout(onIdle: () => void, enabled: boolean, onActivity?: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    let timer = setTimeout(onIdle, INACTIVITY_LOGOUT_MS);
    const restart = () => {
      onActivity?.();
      clearTimeout(timer);
      timer = setTimeout(onIdle, INACTIVITY_LOGOUT_MS);
    };
    window.addEventListener('mousemove', restart);
    window.addEventListener('keydown', restart);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', restart);
      window.removeEventListener('keydown', restart);
    };
  }, [onIdle, enabled, onActivity]);
}
