import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The capability a page's push carries so that the notification's own "Acknowledge" button works
 * without a session (a service worker cannot read the app's storage): `userId.expiresSeconds.mac`,
 * the MAC binding the page, the person and the expiry under a key of its own derived from the
 * portal's secret. It acknowledges that one page as that one person, and nothing else: it is not a
 * session token and no other route reads it.
 */

/** How long a notification's Acknowledge button works after the push. */
export const ACKNOWLEDGE_LINK_SECONDS = 24 * 60 * 60;

const TOKEN = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const keyOf = (secret: string) => createHmac('sha256', secret).update('page-acknowledge-link').digest();

const macOf = (secret: string, pageId: number, userId: number, expires: number) =>
  createHmac('sha256', keyOf(secret)).update(`${pageId}.${userId}.${expires}`).digest('base64url');

/** The token for `userId` to acknowledge page `pageId` until `now` plus ACKNOWLEDGE_LINK_SECONDS. */
export function acknowledgeLink(secret: string, pageId: number, userId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + ACKNOWLEDGE_LINK_SECONDS;
  return `${userId}.${expires}.${macOf(secret, pageId, userId, expires)}`;
}

/** Whose acknowledgement of page `pageId` the token carries; null when it is malformed, forged or expired. */
export function acknowledgingUser(secret: string, pageId: number, token: string, now: Date): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, user, expires, mac] = match;
  const expected = Buffer.from(macOf(secret, pageId, Number(user), Number(expires)));
  if (!timingSafeEqual(expected, Buffer.from(mac!))) return null;
  return Number(expires) * 1000 > now.getTime() ? Number(user) : null;
}
