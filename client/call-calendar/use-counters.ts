import { useCallback, useEffect, useRef, useState } from 'react';
import { practiceYear } from '../lib/practice-clock';
import type { SurgeonCallCount, SurgeonVacationStatus } from '../../shared/schemas/call-calendar.js';
import { ApiError } from '../lib/api-client';
import { useSocketEvent } from '../lib/use-socket-event';
import { callCalendarApi } from './api';

const currentYear = practiceYear;
export const yearRange = (year: number) => ({ start: `${year}-01-01`, end: `${year}-12-31` });

/** The server's reason for refusing a range or year (its first field message), else a general one. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 422 ? (Object.values(error.fieldErrors)[0] ?? error.message) : fallback;

/**
 * Call counts over a range (default: the current year). `range` is the range the rows are
 * for: a refused range leaves both as they were and says why (`error`). A pushed year replaces
 * the rows in place when the range is that whole year; any other overlapping range is read again.
 */
export function useCallCounts() {
  const [range, setRange] = useState(() => yearRange(currentYear()));
  const [rows, setRows] = useState<SurgeonCallCount[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const load = useCallback((start: string, end: string) => {
    const request = ++latest.current;
    callCalendarApi.callCounts(start, end).then(
      (counts) => {
        if (request !== latest.current) return;
        setRange({ start, end });
        setRows(counts);
        setError(null);
      },
      (failure: unknown) =>
        request === latest.current && setError(refusal(failure, 'Failed to load the call counter. Please try again.')),
    );
  }, []);
  useEffect(() => {
    const { start, end } = yearRange(currentYear());
    load(start, end);
  }, [load]);
  useSocketEvent('call-counters:changed', ({ year, calls }) => {
    const whole = yearRange(year);
    if (range.start === whole.start && range.end === whole.end) setRows(calls);
    else if (range.start <= whole.end && range.end >= whole.start) load(range.start, range.end);
  });
  const reset = () => {
    const { start, end } = yearRange(currentYear());
    load(start, end);
  };
  return { range, rows, error, request: load, reset };
}

/** Vacation status for a year (default: the current year); a refused year keeps the shown one and says why. */
export function useVacationStatus() {
  const [year, setYear] = useState(currentYear);
  const [rows, setRows] = useState<SurgeonVacationStatus[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const request = useCallback((wanted: number) => {
    const id = ++latest.current;
    callCalendarApi.vacationStatus(wanted).then(
      (status) => {
        if (id !== latest.current) return;
        setYear(wanted);
        setRows(status);
        setError(null);
      },
      (failure: unknown) =>
        id === latest.current && setError(refusal(failure, 'Failed to load the vacation counter. Please try again.')),
    );
  }, []);
  useEffect(() => request(currentYear()), [request]);
  useSocketEvent('call-counters:changed', (payload) => payload.year === year && setRows(payload.vacations));
  return { year, rows, error, request };
}
