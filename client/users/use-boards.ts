import { useCallback, useEffect, useState } from 'react';
import type { BoardRecord } from '../../shared/schemas/boards.js';
import { useSocketEvent } from '../lib/use-socket-event';
import { boardsApi } from './boards-api';

/**
 * The registered boards, live: the list once, then 'board:upserted' from the users room
 * (which the administration page has joined) for changes, connects and disconnects.
 */
export function useBoards() {
  const [boards, setBoards] = useState<BoardRecord[] | null>(null);
  const upsert = useCallback((board: BoardRecord) => {
    setBoards((held) => {
      const others = (held ?? []).filter((item) => item.id !== board.id);
      return board.is_active === 1
        ? [...others, board].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
        : others;
    });
  }, []);
  useSocketEvent('board:upserted', upsert);
  useEffect(() => {
    boardsApi.list().then(setBoards, () => setBoards([]));
  }, []);
  return { boards, upsert };
}
