import { createHash, randomBytes } from 'node:crypto';

/**
 * Unguessable tokens that stand in for a sign-in inside a URL (calendar feeds, wall boards).
 * Only the hash is stored, so a copy of the database gives nobody a working URL.
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
