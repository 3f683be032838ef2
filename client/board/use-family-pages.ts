import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** How long a family board shows one page of cases when they do not fit on one screen. */
export const FAMILY_PAGE_SECONDS = 15;

/**
 * Pages of a family board's rows when there are more than its screen holds: the rows per page
 * are measured (the area's height over one row's pitch, re-measured when the screen resizes)
 * and the pages turn every few seconds, so every case is shown large, in turn.
 */
export function useFamilyPages(area: RefObject<HTMLElement | null>, count: number) {
  // Null until measured: every row is drawn once, so one can be measured.
  const [measured, setPerPage] = useState<number | null>(null);
  const perPage = measured ?? Math.max(1, count);
  const [page, setPage] = useState(0);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const measure = () => {
      const rows = element.querySelectorAll<HTMLElement>('tbody tr');
      const head = element.querySelector<HTMLElement>('thead');
      if (rows.length === 0 || !head) return;
      const first = rows[0]!;
      const pitch = rows.length > 1 ? rows[1]!.offsetTop - first.offsetTop : first.offsetHeight * 1.2;
      if (pitch <= 0) return;
      // The first row where it is drawn (below the heading and the table's spacing), then one
      // pitch per further row: as many as end inside the area, none cut at its bottom.
      const top = first.getBoundingClientRect().top - element.getBoundingClientRect().top;
      const room = element.clientHeight - top - first.offsetHeight;
      setPerPage(Math.max(1, 1 + Math.floor(room / pitch)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [area, count]);

  const pages = Math.max(1, Math.ceil(count / perPage));
  useEffect(() => {
    if (pages <= 1) return setPage(0);
    const timer = setInterval(() => setPage((shown) => (shown + 1) % pages), FAMILY_PAGE_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [pages]);

  const current = Math.min(page, pages - 1);
  return { page: current, pages, from: current * perPage, to: (current + 1) * perPage };
}
