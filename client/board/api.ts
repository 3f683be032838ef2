import { boardsContract } from '../../shared/contract/boards.js';
import { fillPath, type ResponseOf } from '../../shared/contract/endpoint.js';
import { API_TIMEOUT_MS } from '../../shared/practice.js';

/** The board is turned off or its url is wrong: the server refused its token. */
export class BoardRefused extends Error {}

const bootstrap = boardsContract.bootstrap;

/**
 * A board's own reads, with its url token as the bearer. Not the people's api client: a
 * refusal here means "turned off", not "signed out", and a board has no session to clear.
 */
export async function fetchBoard(token: string): Promise<ResponseOf<typeof bootstrap>> {
  const response = await fetch(`/api${fillPath(bootstrap.path)}`, {
    method: bootstrap.method,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (response.status === 401 || response.status === 403) throw new BoardRefused();
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  // Read through the declaration: an answer outside it fails here (and is tried again), not on the wall.
  return bootstrap.response.parse(await response.json());
}
