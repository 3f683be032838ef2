import { useEffect, useState } from 'react';
import type { BoardBootstrap, BoardSettings } from '../../shared/schemas/boards.js';
import type { PortalSocket } from '../lib/socket';
import { BoardRefused, fetchBoard } from './api';
import { boardSocket } from './board-socket';

const REFUSED = 'This board has been turned off.';
const RETRY_MS = 5_000;

export type BoardSession =
  | { state: 'loading' }
  | { state: 'ended' }
  | { state: 'on'; socket: PortalSocket; board: BoardSettings; timeZone: string; generation: number };

/**
 * The board's credential at work: its settings and the practice zone from the server, its
 * socket, live settings (each change bumps `generation` so the day rooms are joined again),
 * and the end when an administrator turns it off.
 */
export function useBoardSession(token: string): BoardSession {
  const [boot, setBoot] = useState<BoardBootstrap | null>(null);
  const [ended, setEnded] = useState(false);
  const [settings, setSettings] = useState<{ board: BoardSettings; generation: number } | null>(null);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      fetchBoard(token).then(
        (answer) => active && (setBoot(answer), setSettings({ board: answer.board, generation: 0 })),
        (error: unknown) => {
          if (!active) return;
          if (error instanceof BoardRefused) return setEnded(true);
          timer = setTimeout(load, RETRY_MS); // the server is away: try again, the screen waits
        },
      );
    void load();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [token]);

  const socket = boot ? boardSocket(token) : null;
  useEffect(() => {
    if (!socket) return;
    let closed = false;
    const end = () => {
      closed = true;
      setEnded(true);
      socket.disconnect();
    };
    const refused = (error: Error) => error.message === REFUSED && end();
    // A server going down for a restart closes its sockets itself, and socket.io does not retry
    // those: the board does, until it is back (or refused, when it was turned off).
    const dropped = (reason: string) => {
      if (reason === 'io server disconnect' && !closed) setTimeout(() => !closed && socket.connect(), RETRY_MS / 5);
    };
    const changed = (board: BoardSettings) =>
      setSettings((held) => ({ board, generation: (held?.generation ?? 0) + 1 }));
    socket.on('board:ended', end);
    socket.on('connect_error', refused);
    socket.on('board:settings-changed', changed);
    socket.on('disconnect', dropped);
    return () => {
      closed = true;
      socket.off('disconnect', dropped);
      socket.off('board:ended', end);
      socket.off('connect_error', refused);
      socket.off('board:settings-changed', changed);
    };
  }, [socket]);

  if (ended) return { state: 'ended' };
  if (!boot || !socket || !settings) return { state: 'loading' };
  return { state: 'on', socket, board: settings.board, timeZone: boot.timeZone, generation: settings.generation };
}
