import { useCallback, useEffect, useRef, useState } from 'react';
import { rooms } from '../../shared/realtime/rooms.js';
import type { OrMetrics } from '../../shared/schemas/or-metrics.js';
import { ApiError } from '../lib/api-client';
import { usePracticeToday } from '../lib/practice-clock';
import { useRoomWatch } from '../lib/use-room';
import { useSocketEvent } from '../lib/use-socket-event';
import { orMetricsApi, type OrMetricsRequest } from './api';

/** Case progress comes in bursts (a room's turnover is three taps): read once it settles. */
const SETTLE_MS = 400;

export interface OrMetricsState {
  metrics: OrMetrics | null;
  /** 422: the server's message per field. */
  errors: Record<string, string>;
  failed: boolean;
}

/**
 * The metrics of `request`, kept live while the page is open: today's day room is watched (its
 * events, not its snapshot), and each case's progress within the range reads the figures again.
 */
export function useOrMetrics(request: OrMetricsRequest): OrMetricsState {
  const [state, setState] = useState<OrMetricsState>({ metrics: null, errors: {}, failed: false });
  const wanted = useRef(request);
  wanted.current = request;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const today = usePracticeToday();

  const read = useCallback(() => {
    const asked = wanted.current;
    orMetricsApi.read(asked).then(
      (metrics) => wanted.current === asked && setState({ metrics, errors: {}, failed: false }),
      (error: unknown) => {
        if (wanted.current !== asked) return;
        if (error instanceof ApiError && error.status === 422)
          setState((shown) => ({ ...shown, errors: error.fieldErrors, failed: false }));
        else setState((shown) => ({ ...shown, failed: true }));
      },
    );
  }, []);
  const readSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(read, SETTLE_MS);
  }, [read]);

  const { from, to, group, surgeon_id } = request;
  useEffect(() => {
    read();
    return () => clearTimeout(timer.current);
  }, [read, from, to, group, surgeon_id]);

  useRoomWatch(rooms.day(today), readSoon);
  useSocketEvent('case:progress', (progress) => {
    const { from: first, to: last } = wanted.current;
    if (progress.event_date >= first && progress.event_date <= last) readSoon();
  });
  return state;
}
