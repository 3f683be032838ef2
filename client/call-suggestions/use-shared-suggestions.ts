import { useEffect, useRef } from 'react';
import { useSession } from '../lib/session';
import { getSocket } from '../lib/socket';
import { useSocketEvent } from '../lib/use-socket-event';
import { useSuggestions } from './store';

/**
 * Suggestions live between the month's schedulers: mine go to the month room whenever they change
 * (an empty list once I clear, accept or save them all); theirs arrive and are kept by sender.
 */
export function useSharedSuggestions(month: string): void {
  const pending = useSuggestions((state) => (state.month === month ? state.pending : null));
  const shared = useRef(false);
  useEffect(() => {
    const cells = Object.values(pending ?? {}).map(({ date, slot, surgeon_id }) => ({ date, slot, surgeon_id }));
    if (cells.length === 0 && !shared.current) return;
    shared.current = cells.length > 0;
    getSocket().emit('call-suggestions:share', { month, cells });
  }, [pending, month]);

  useSocketEvent('call-suggestions:shared', ({ month: sharedMonth, by, cells }) => {
    if (by.id === useSession.getState().user?.id) return;
    useSuggestions.getState().setOthers(sharedMonth, by, cells);
  });
}
