import { useEffect, useRef, useState } from 'react';

/** How long the step a button names must have been on screen before a tap on it counts. */
export const ARM_DELAY_MS = 1_000;

export interface ArmedTap {
  /** False while the step shown is newer than ARM_DELAY_MS or a tap's write is under way: the button is disabled. */
  armed: boolean;
  /**
   * Whether a tap counts, judged by when the finger touched (the event's time, not when a busy phone
   * got round to delivering it). One that counts disarms the button until `key` changes or `release`.
   */
  take(event: { timeStamp: number }): boolean;
  /** A write that changed nothing (refused, offline): the same step may be tapped again. */
  release(): void;
}

/**
 * One step per deliberate tap. A button that records the next step names a step that changes under
 * the finger: after a tap's answer is shown, after someone else's step, when the panel opens. Each
 * time `key` (the case's version) changes the button is disarmed until the new step has been on
 * screen for ARM_DELAY_MS, so a double tap, a bounce or a tap a slow phone delivers late can never
 * record the step after the one the person meant.
 */
export function useArmedTap(key: string | number): ArmedTap {
  const shownAt = useRef(Number.POSITIVE_INFINITY);
  const taken = useRef(false);
  const [armedKey, setArmedKey] = useState<string | number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    shownAt.current = performance.now();
    taken.current = false;
    setBusy(false);
    const timer = window.setTimeout(() => setArmedKey(key), ARM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key]);

  return {
    armed: armedKey === key && !busy,
    take(event) {
      if (taken.current || armedKey !== key || event.timeStamp < shownAt.current + ARM_DELAY_MS) return false;
      taken.current = true;
      setBusy(true);
      return true;
    },
    release() {
      taken.current = false;
      setBusy(false);
    },
  };
}
