import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { addDays, parseIsoDate } from '../../shared/dates.js';

/** The controls inside a day's cell (its selects, Keep mine / Take theirs, time-off delete, history). */
const WIDGETS = 'a[href], button, input, select, textarea';

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export const GRID_KEYS_HINT =
  'Arrow keys move between days (Up and Down by a week), Home and End to the ends of the week. Enter or F2 edits the day; Escape goes back to the day.';

export interface GridNavigation {
  tableProps: {
    ref: (table: HTMLTableElement | null) => void;
    role: 'grid';
    onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
    onFocus: (event: FocusEvent<HTMLTableElement>) => void;
    onBlur: (event: FocusEvent<HTMLTableElement>) => void;
  };
  cellProps: (date: string) => { 'data-date': string; tabIndex: number; className: string };
}

/** The last day of the month reached from `date` going `by` (±1) without leaving its week (Sunday to Saturday). */
function weekEnd(dates: string[], date: string, by: 1 | -1): string {
  let day = date;
  for (;;) {
    const next = addDays(day, by);
    if (!dates.includes(next) || parseIsoDate(next).getDay() === (by === 1 ? 0 : 6)) return day;
    day = next;
  }
}

const cellOf = (target: EventTarget | null) =>
  target instanceof HTMLElement ? target.closest<HTMLElement>('td[data-date]') : null;

/**
 * The WAI-ARIA data grid pattern (roving tabindex) for a month of day cells holding widgets.
 * The grid is one Tab stop: the current day cell. Arrow keys move between days (a week up or
 * down), Home / End to the week's first / last day of the month. Enter or F2 moves into the
 * cell's widgets (only then are they in the Tab order); Escape in a widget returns to its cell.
 */
export function useGridNavigation(dates: string[], initial: string): GridNavigation {
  // Held as state: the grid comes and goes (a phone shows one day instead), and the effect follows it.
  const [table, setTable] = useState<HTMLTableElement | null>(null);
  const [active, setActive] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const current = dates.includes(active) ? active : initial;

  useEffect(() => {
    setActive(initial);
    setEditing(null);
  }, [initial]);

  // Widgets leave the Tab order but in the cell being edited (they come and go, so watch the grid).
  useEffect(() => {
    if (!table) return;
    const apply = () => {
      for (const widget of table.querySelectorAll<HTMLElement>(WIDGETS)) {
        const tabIndex = cellOf(widget)?.dataset.date === editing ? 0 : -1;
        if (widget.tabIndex !== tabIndex) widget.tabIndex = tabIndex;
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [table, editing]);

  const focusDay = (date: string) => {
    if (!dates.includes(date)) return;
    setActive(date);
    setEditing(null);
    table?.querySelector<HTMLElement>(`td[data-date="${date}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = cellOf(event.target);
    const date = cell?.dataset.date;
    if (!cell || !date) return;
    if (event.target !== cell) {
      if (event.key === 'Escape') {
        event.preventDefault();
        setEditing(null);
        cell.focus();
      }
      return;
    }
    const target =
      event.key in STEPS
        ? addDays(date, STEPS[event.key]!)
        : event.key === 'Home' || event.key === 'End'
          ? weekEnd(dates, date, event.key === 'End' ? 1 : -1)
          : null;
    if (target !== null) {
      event.preventDefault();
      focusDay(target);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      const widget = cell.querySelector<HTMLElement>(WIDGETS);
      if (!widget) return;
      event.preventDefault();
      setEditing(date);
      widget.focus();
    }
  };

  // Focus that lands on a day (a click, a tap) makes it the current one; on a widget, that day is edited.
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const date = cellOf(event.target)?.dataset.date;
    if (!date) return;
    setActive(date);
    setEditing(event.target === cellOf(event.target) ? null : date);
  };
  const onBlur = (event: FocusEvent<HTMLTableElement>) => {
    if (!table?.contains(event.relatedTarget as Node | null)) setEditing(null);
  };

  return {
    tableProps: { ref: setTable, role: 'grid', onKeyDown, onFocus, onBlur },
    cellProps: (date) => ({
      'data-date': date,
      tabIndex: date === current ? 0 : -1,
      className: date === editing ? 'editing' : '',
    }),
  };
}
