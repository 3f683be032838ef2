import { hashSecretToken, newSecretToken } from '../auth/secret-token.js';

export const newBoardToken = (): string => newSecretToken().token;
export const hashBoardToken = hashSecretToken;

/** Shapes a presented token could have; anything else is refused before any query. */
export function looksLikeBoardToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export const boardUrl = (token: string) => `/board/${token}`;
