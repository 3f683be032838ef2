import { useCallback, useState } from 'react';
import { rooms } from '../../shared/realtime/rooms.js';
import type { TimeOffRequest } from '../../shared/schemas/time-off-requests.js';
import { useLiveQuery } from '../lib/use-live-query';
import { timeOffRequestsApi } from './api';

const touches = (request: { start_date: string; end_date: string }, month: string) =>
  request.start_date.slice(0, 7) <= month && request.end_date.slice(0, 7) >= month;

const readPending = (month: string) =>
  timeOffRequestsApi.list({ state: 'pending', month }).catch((error: unknown) => {
    console.error(error);
    throw error;
  });

/**
 * The pending time-off requests of a month with their type and note, for a scheduler. The month
 * room carries requests without type or note (it is everyone's); so its events only say when to
 * read the list again, over HTTP, where the route decides what the caller may see. The latest
 * read wins; one this screen decided (`settle`) leaves the list at once.
 */
export function useMonthTimeOffRequests(month: string) {
  const { data } = useLiveQuery({
    ask: month,
    read: readPending,
    watch: [rooms.month(month)],
    on: [{ event: 'time-off-request:changed', when: (request, asked) => touches(request, asked) }],
    settleMs: 0,
  });
  const [settled, setSettled] = useState<number[]>([]);
  const requests = (data ?? []).filter((request) => !settled.includes(request.id));
  const settle = useCallback((request: TimeOffRequest) => setSettled((held) => [...held, request.id]), []);
  return { requests, settle };
}
