import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Horizontal scrolling with arrow buttons, shown only when the content is wider than the screen. */
export function HorizontalScroller({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  const scroll = (direction: number) =>
    ref.current?.scrollBy({ left: direction * ref.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <div className="h-scroller">
      {overflowing && (
        <button
          type="button"
          className="arrow scroll-arrow left no-print"
          aria-label="Scroll left"
          onClick={() => scroll(-1)}
        >
          ‹
        </button>
      )}
      {/* Focusable, so the grid scrolls with the keyboard even where it holds no button (read-only roles). */}
      <div ref={ref} className="h-scroll-area" tabIndex={0} role="group" aria-label="Scrollable schedule">
        {children}
      </div>
      {overflowing && (
        <button
          type="button"
          className="arrow scroll-arrow right no-print"
          aria-label="Scroll right"
          onClick={() => scroll(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
