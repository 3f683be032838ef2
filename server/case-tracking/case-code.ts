import { createHmac, randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a family reads the code off a small card. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const shaped = (letters: string) => `${letters.slice(0, 3)}-${letters.slice(3)}`;

/**
 * A new family case code, e.g. `XK7-M4P`: six random letters (31^6, about 887 million codes),
 * so it reveals nothing of the case (not the case number, the MRN or the id) and depends on no
 * secret of the server. Stored with the case when it is first needed (case-codes.repository.ts).
 * `pick` draws a letter's index (the demo seed's is deterministic, so the demo looks the same).
 */
export function newCaseCode(pick: (count: number) => number = randomInt): string {
  return shaped(Array.from({ length: 6 }, () => ALPHABET[pick(ALPHABET.length)]).join(''));
}

/**
 * How codes were made before they were stored (up to migration 0015): derived from the event id
 * with JWT_SECRET. Used only once, to store the codes of the cases of that time as they were
 * (legacy-case-codes.ts), so that their printed cards still match the waiting-room board.
 */
export function legacyCaseCodeOf(secret: string, eventId: number): string {
  const digest = createHmac('sha256', secret).update(`family-case-code:${eventId}`).digest();
  return shaped(Array.from(digest.subarray(0, 6), (byte) => ALPHABET[byte % ALPHABET.length]).join(''));
}
