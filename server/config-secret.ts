import { estimatePassword } from './auth/password-strength.js';

/** How to make one: 48 random bytes, 64 characters of base64. */
export const GENERATE_SECRET = 'openssl rand -base64 48';
/** 2^128 guesses: out of reach of any attacker, offline, with the token in hand. */
export const LEAST_SECRET_BITS = 128;

/**
 * The example secrets this repository has published (deploy/compose.env.example until it held
 * a refused placeholder, README's "<…>" lines), and the words a placeholder is made of: anyone
 * can read them, so a portal started with one signs tokens anyone can forge.
 */
const PUBLISHED_EXAMPLES = ['replace-with-48-or-more-random-characters-the-same-on-every-node'];
const PLACEHOLDER = /replace|change-?me|example|placeholder|your[-_ ]?secret|generate|[<>]/i;

/**
 * Why JWT_SECRET may not sign a production portal's tokens, or undefined when it may. The rule:
 * not a published example or placeholder, and at least 128 bits by the estimate the portal
 * makes of passwords (zxcvbn, password-strength.ts), which counts a repeated character, a
 * sequence, a keyboard row or a dictionary word with digits for what a cracker pays to guess
 * them. It does not know a random string is random, so it counts each character as one of ten
 * (3.3 bits): 39 random characters reach 128; the generator's 64 reach about 210.
 */
export function jwtSecretRefusal(secret: string): string | undefined {
  if (PUBLISHED_EXAMPLES.includes(secret.trim().toLowerCase()) || PLACEHOLDER.test(secret)) {
    return `is an example or placeholder from the documentation, not a secret; generate one with: ${GENERATE_SECRET}`;
  }
  const bits = Math.floor(estimatePassword(secret, { username: 'jwt' }).guessesLog10 * Math.log2(10));
  if (bits < LEAST_SECRET_BITS) {
    return `too easy to guess (about ${bits} bits; at least ${LEAST_SECRET_BITS} are needed); generate one with: ${GENERATE_SECRET}`;
  }
  return undefined;
}
