import { useCallback, useState } from 'react';
import { ApiError } from './api-client';

/**
 * The page banner for a refused or failed write: the server's message for a 403 (the spec's
 * 'Unauthorized access. …' text), otherwise 'An unexpected error occurred'.
 */
export function useRefusalBanner() {
  const [banner, setBanner] = useState<string | null>(null);
  const showRefusal = useCallback((error: unknown) => {
    console.error(error);
    if (error instanceof ApiError && (error.status === 403 || error.status === 409 || error.status === 404))
      setBanner(error.message);
    else setBanner('An unexpected error occurred');
  }, []);
  return { banner, showRefusal, clearBanner: () => setBanner(null) };
}
