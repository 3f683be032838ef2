import { pushPayloadSchema } from '../../shared/schemas/push.js';

/** What the worker shows for one push, and the badge it sets (null: leave the badge as it is). */
export interface PushNotification {
  title: string;
  options: { body: string; tag?: string; data: { url: string }; icon: string; badge: string };
  unread: number | null;
}

const ICON = '/icons/icon-192.png';
/** Android draws the small status-bar badge as a white mask of its alpha: the logo's shape. */
const BADGE = '/icons/badge-96.png';

/** Shown when a push arrives that the worker cannot read (a newer server, a broken payload): never nothing. */
export const GENERIC_TITLE = 'Parkside Surgical Portal: something new';

/**
 * The notification for a push's data (`PushEvent.data.text()`, null when it carried none):
 * shared/schemas/push.ts's payload, or the generic one. A `url` that is not a path of the
 * portal opens the dashboard's home instead (a tap never leaves the portal).
 */
export function pushNotification(text: string | null): PushNotification {
  let json: unknown = undefined;
  try {
    json = text === null ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: the generic notification.
  }
  const parsed = pushPayloadSchema.safeParse(json);
  if (!parsed.success) {
    return {
      title: GENERIC_TITLE,
      options: { body: 'Open the portal to see it.', data: { url: '/' }, icon: ICON, badge: BADGE },
      unread: null,
    };
  }
  const { title, body, tag, url, unread } = parsed.data;
  return {
    title,
    options: { body, ...(tag === undefined ? {} : { tag }), data: { url: portalPath(url) }, icon: ICON, badge: BADGE },
    unread,
  };
}

/** `url` when it is a path of the portal ("/messages"), else "/". */
export function portalPath(url: string): string {
  return /^\/(?![/\\])/.test(url) ? url : '/';
}
