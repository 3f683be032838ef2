import type { BoardSettings } from '../../shared/schemas/boards.js';
import type { PortalSocket } from '../lib/socket';

/** What a board screen (wall or family) gets from its page once the board's session is open. */
export interface BoardViewProps {
  socket: PortalSocket;
  board: BoardSettings;
  timeZone: string;
  generation: number;
}
