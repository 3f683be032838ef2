import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: unguessable, so a fast hash is enough to keep it out of the database. */
export function newBoardToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashBoardToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Shapes a presented token could have; anything else is refused before any query. */
export function looksLikeBoardToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export const boardUrl = (token: string) => `/board/${token}`;
