import { useEffect } from 'react';
import { PRESENCE_HEARTBEAT_MS } from '../../shared/schemas/call-calendar.js';
import { getSocket } from '../lib/socket';
import { useCallMonthStore } from './store';

/**
 * Tells the month room "I am editing this month" once joined, and again as a heartbeat (so a
 * dropped connection is forgotten within seconds); "no longer" when the page closes.
 */
export function useEditPresence(month: string, joined: boolean): void {
  useEffect(() => {
    if (!joined) return;
    const socket = getSocket();
    const send = () =>
      socket.emit('presence:edit', { month }, (result) => {
        if (result.ok) useCallMonthStore.getState().setEditors(month, result.data.editors);
      });
    send();
    const timer = setInterval(send, PRESENCE_HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      if (socket.connected) socket.emit('presence:edit', { month: null });
    };
  }, [month, joined]);
}
