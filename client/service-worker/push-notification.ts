import { pushPayloadSchema } from '../../shared/schemas/push.js';

/** What the worker shows for one push, and the badge it sets (null: leave the badge as it is). */
export interface PushNotification {
  title: string;
  options: {
    body: string;
    tag?: string;
    data: { url: string; acknowledge?: { url: string; token: string } };
    icon: string;
    badge: string;
    /** A page's "Acknowledge" button, where the platform shows buttons. */
    actions?: { action: string; title: string }[];
    requireInteraction?: boolean;
  };
  unread: number | null;
}

/** The action id of a page notification's Acknowledge button. */
export const ACKNOWLEDGE_ACTION = 'acknowledge';

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
  const { title, body, tag, url, unread, acknowledge } = parsed.data;
  // Only a path of the portal's API: the button never posts anywhere else.
  const acknowledgeable =
    acknowledge !== undefined && /^\/api\/pages\/\d+\/acknowledge-from-notification$/.test(acknowledge.url);
  return {
    title,
    options: {
      body,
      ...(tag === undefined ? {} : { tag }),
      data: { url: portalPath(url), ...(acknowledgeable ? { acknowledge } : {}) },
      icon: ICON,
      badge: BADGE,
      // A page stays on screen until answered, with its Acknowledge button.
      ...(acknowledgeable
        ? { actions: [{ action: ACKNOWLEDGE_ACTION, title: 'Acknowledge' }], requireInteraction: true }
        : {}),
    },
    unread,
  };
}

/** What the notification says once its Acknowledge button was answered (the server's JSON, or null when refused). */
export function acknowledgedNotice(
  answer: { acknowledged_by: string; acknowledged_at: string; by_you: boolean } | null,
): { title: string; body: string } {
  if (answer === null) return { title: 'Not acknowledged', body: 'Open the portal to answer the page.' };
  return answer.by_you
    ? { title: 'Page acknowledged', body: 'The sender sees it; no further step is sent.' }
    : { title: 'Already acknowledged', body: `${answer.acknowledged_by} acknowledged this page first.` };
}

/** `url` when it is a path of the portal ("/messages"), else "/". */
export function portalPath(url: string): string {
  return /^\/(?![/\\])/.test(url) ? url : '/';
}
