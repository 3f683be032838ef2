import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a browser stays known after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 30 * 24 * 3_600;
const NAME_PREFIX = 'portal_device_';
/** Only the sign-in and password calls read it; no page script can (HttpOnly). */
const COOKIE_PATH = '/api';

/**
 * OWASP's device cookies ("Slow down online guessing attacks with device cookies"): after a
 * successful sign-in the browser gets a cookie naming the person and a random device id,
 * signed with a key derived from the server's secret. A sign-in that brings a valid one for
 * its username is from a device the person has used, and is limited per device instead of by
 * the address it shares with others (login-throttle.ts). One cookie per person (its name is a
 * keyed hash of the username), so colleagues sharing a workstation each keep theirs. Rotating
 * JWT_SECRET forgets every device: the next sign-in is limited by address once, then known again.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('portal device cookie v1').digest();
  }

  /** The device id of a valid cookie for `username` among the request's cookies, if any. */
  deviceOf(username: string, cookieHeader: string | undefined): string | undefined {
    const value = readCookie(cookieHeader, this.nameFor(username));
    const [device, signature] = value?.split('.') ?? [];
    if (!device || !signature || !/^[A-Za-z0-9_-]{22}$/.test(device)) return undefined;
    const expected = this.sign(username, device);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : undefined;
  }

  /** The Set-Cookie value after a successful sign-in: the same device again, or a new one. */
  setCookie(username: string, device: string | undefined, secure: boolean): string {
    const id = device ?? randomBytes(16).toString('base64url');
    const value = `${id}.${this.sign(username, id).toString('base64url')}`;
    const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`, 'HttpOnly', 'SameSite=Strict'];
    if (secure) attributes.push('Secure');
    return [`${this.nameFor(username)}=${value}`, ...attributes].join('; ');
  }

  nameFor(username: string): string {
    const tag = createHmac('sha256', this.key).update(`name\n${username.toLowerCase()}`).digest('hex');
    return `${NAME_PREFIX}${tag.slice(0, 16)}`;
  }

  private sign(username: string, device: string): Buffer {
    return createHmac('sha256', this.key).update(`device\n${username.toLowerCase()}\n${device}`).digest();
  }
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
