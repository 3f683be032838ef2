import { rooms } from '../../shared/realtime/rooms.js';
import type { OrMetrics } from '../../shared/schemas/or-metrics.js';
import { ApiError } from '../lib/api-client';
import { usePracticeToday } from '../lib/practice-clock';
import { useLiveQuery } from '../lib/use-live-query';
import { orMetricsApi, type OrMetricsRequest } from './api';

export interface OrMetricsState {
  metrics: OrMetrics | null;
  /** 422: the server's message per field. */
  errors: Record<string, string>;
  failed: boolean;
}

/**
 * The metrics of `request`, kept live while the page is open: today's day room is watched (its
 * events, not its snapshot), and each case's progress within the range reads the figures again,
 * once a burst settles (a room's turnover is three taps).
 */
export function useOrMetrics(request: OrMetricsRequest): OrMetricsState {
  const today = usePracticeToday();
  const { data, error } = useLiveQuery({
    ask: request,
    read: (asked) => orMetricsApi.read(asked),
    watch: [rooms.day(today)],
    on: [
      {
        event: 'case:progress',
        when: (progress, asked) => progress.event_date >= asked.from && progress.event_date <= asked.to,
      },
    ],
    settleMs: 400,
  });
  const refused = error instanceof ApiError && error.status === 422;
  return { metrics: data, errors: refused ? error.fieldErrors : {}, failed: error !== null && !refused };
}
