import { useCallback, useEffect, useState } from 'react';
import { practiceYear } from '../lib/practice-clock';
import type { SurgeonCallCount, SurgeonVacationStatus } from '../../shared/schemas/call-calendar.js';
import { useSocketEvent } from '../lib/use-socket-event';
import { callCalendarApi } from './api';

const currentYear = practiceYear;
export const yearRange = (year: number) => ({ start: `${year}-01-01`, end: `${year}-12-31` });

/**
 * Call counts over a range (default: the current year). A pushed year replaces them in place
 * when the range is that whole year; any other overlapping range is read again.
 */
export function useCallCounts() {
  const [range, setRange] = useState(() => yearRange(currentYear()));
  const [rows, setRows] = useState<SurgeonCallCount[] | null>(null);
  const load = useCallback((start: string, end: string) => {
    callCalendarApi.callCounts(start, end).then(setRows, (error) => console.error('Could not load the call counter', error));
  }, []);
  useEffect(() => load(range.start, range.end), [range, load]);
  useSocketEvent('call-counters:changed', ({ year, calls }) => {
    const whole = yearRange(year);
    if (range.start === whole.start && range.end === whole.end) setRows(calls);
    else if (range.start <= whole.end && range.end >= whole.start) load(range.start, range.end);
  });
  return { range, rows, setRange, reset: () => setRange(yearRange(currentYear())) };
}

/** Vacation status for a year (default: the current year), replaced in place by pushes of that year. */
export function useVacationStatus() {
  const [year, setYear] = useState(currentYear);
  const [rows, setRows] = useState<SurgeonVacationStatus[] | null>(null);
  useEffect(() => {
    callCalendarApi.vacationStatus(year).then(setRows, (error) => console.error('Could not load the vacation counter', error));
  }, [year]);
  useSocketEvent('call-counters:changed', (payload) => payload.year === year && setRows(payload.vacations));
  return { year, rows, setYear };
}
