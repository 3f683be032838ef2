import { getSocket, type PortalSocket } from '../lib/socket';
import { useSocketEvent } from '../lib/use-socket-event';
import { useCaseProgressStore } from './store';

/** Keeps the held progress live: each 'case:progress' of a joined or watched day room replaces its case. */
export function useCaseProgressEvents(source: () => PortalSocket = getSocket): void {
  useSocketEvent('case:progress', useCaseProgressStore.getState().apply, source);
}
