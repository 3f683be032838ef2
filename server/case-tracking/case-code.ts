import { createHmac } from 'node:crypto';

/** No 0/O, 1/I/L: a family reads the code off a small card. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * The family's case code of a procedure event, e.g. `XK7-M4P`: derived from the event id with
 * the server's secret, so it is stable on every node and after a restart, needs no write before
 * a board can show it, and reveals nothing (not the case number, the MRN or the id) to whoever
 * does not hold the secret.
 */
export function caseCodeOf(secret: string, eventId: number): string {
  const digest = createHmac('sha256', secret).update(`family-case-code:${eventId}`).digest();
  const letters = Array.from(digest.subarray(0, 6), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${letters.slice(0, 3)}-${letters.slice(3)}`;
}
