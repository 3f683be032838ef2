import { API_TIMEOUT_MS } from '../../shared/practice.js';
import type { BoardBootstrap } from '../../shared/schemas/boards.js';

/** The board is turned off or its url is wrong: the server refused its token. */
export class BoardRefused extends Error {}

/**
 * A board's own reads, with its url token as the bearer. Not the people's api client: a
 * refusal here means "turned off", not "signed out", and a board has no session to clear.
 */
export async function fetchBoard(token: string): Promise<BoardBootstrap> {
  const response = await fetch('/api/board', {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (response.status === 401 || response.status === 403) throw new BoardRefused();
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  return (await response.json()) as BoardBootstrap;
}
