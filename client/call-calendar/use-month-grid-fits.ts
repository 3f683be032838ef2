import { useCallback, useLayoutEffect, useState } from 'react';

/** By how many CSS pixels the most crowded day cell's content is wider than the cell (0 when every cell holds its content whole). */
function overflowOf(grid: Element): number {
  let most = 0;
  for (const cell of grid.querySelectorAll<HTMLElement>('td[data-date]'))
    most = Math.max(most, cell.scrollWidth - cell.clientWidth);
  return most;
}

/**
 * Whether the month's edit grid fits in the frame that holds it, every cell's content whole
 * (a select is never narrower than its initials). The grid is measured while it is shown: when
 * a cell's content overflows (a narrow window, a zoomed-in one), the width the frame would need
 * is kept and `fits` turns false, so the page shows one day at a time instead; once the frame is
 * that wide again the grid comes back (and is measured again).
 *
 * `frameRef` goes on an element that is always rendered around the grid or the one-day editor;
 * `gridSelector` finds the grid inside it.
 */
export function useMonthGridFits(gridSelector: string): {
  frameRef: (frame: HTMLElement | null) => void;
  fits: boolean;
} {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  // The frame width the grid needs, learnt when it did not fit; 0 while it fits.
  const [needed, setNeeded] = useState(0);

  const measure = useCallback(() => {
    if (!frame) return;
    const width = frame.clientWidth;
    const grid = frame.querySelector(gridSelector);
    if (grid) {
      const overflow = overflowOf(grid);
      // Seven cells a week share the width: each must grow by the overflow.
      if (overflow > 1) setNeeded(width + 7 * overflow);
    } else if (needed > 0 && width >= needed) setNeeded(0);
  }, [frame, gridSelector, needed]);

  // After every render of the page (a grid shown again, surgeons' initials changed) and on every resize.
  useLayoutEffect(measure);
  useLayoutEffect(() => {
    if (!frame) return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame, measure]);

  return { frameRef: setFrame, fits: needed === 0 };
}
