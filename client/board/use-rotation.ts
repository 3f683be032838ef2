import { useEffect, useState } from 'react';

/** Alternates between today (false) and tomorrow (true) every `seconds`; 0 stays on today. */
export function useRotation(seconds: number): boolean {
  const [showTomorrow, setShowTomorrow] = useState(false);
  useEffect(() => {
    setShowTomorrow(false);
    if (seconds <= 0) return;
    const timer = setInterval(() => setShowTomorrow((shown) => !shown), seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return showTomorrow;
}
