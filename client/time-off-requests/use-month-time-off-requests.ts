import { useCallback, useRef, useState } from 'react';
import { rooms } from '../../shared/realtime/rooms.js';
import type { TimeOffRequest } from '../../shared/schemas/time-off-requests.js';
import { useRoomWatch } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { timeOffRequestsApi } from './api';

const touches = (request: { start_date: string; end_date: string }, month: string) =>
  request.start_date.slice(0, 7) <= month && request.end_date.slice(0, 7) >= month;

/**
 * The pending time-off requests of a month with their type and note, for a scheduler. The month
 * room carries requests without type or note (it is everyone's); so its events only say when to
 * read the list again, over HTTP, where the route decides what the caller may see. The latest
 * read wins.
 */
export function useMonthTimeOffRequests(month: string) {
  const [requests, setRequests] = useState<TimeOffRequest[]>([]);
  const reads = useRef(0);
  const reload = useCallback(() => {
    const read = ++reads.current;
    timeOffRequestsApi.list({ state: 'pending', month }).then(
      (list) => read === reads.current && setRequests(list),
      (error) => console.error(error),
    );
  }, [month]);
  useRoomWatch(rooms.month(month), reload);
  useSocketEvent('time-off-request:changed', (request) => {
    if (touches(request, month)) reload();
  });
  const settle = useCallback((request: TimeOffRequest) => {
    setRequests((held) => held.filter((each) => each.id !== request.id));
  }, []);
  return { requests, settle };
}
