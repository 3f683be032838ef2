import { useEffect, useState } from 'react';
import type { RoomStatus } from '../lib/use-room';
import { messagesApi } from './api';
import { useMessagesStore } from './store';

/**
 * The user room normally delivers the boxes. If the live channel is refused or down before
 * anything arrived, read them once over HTTP; answers whether even that failed.
 */
export function useMessagesFallback(status: RoomStatus): boolean {
  const loaded = useMessagesStore((state) => state.loaded);
  const [failed, setFailed] = useState(false);
  const needed = !loaded && (status === 'refused' || status === 'offline');
  useEffect(() => {
    if (!needed) return;
    let active = true;
    messagesApi
      .list()
      .then((response) => active && useMessagesStore.getState().replaceAll(response))
      .catch((error: unknown) => {
        console.error('Failed to fetch messages.', error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [needed]);
  return failed;
}
