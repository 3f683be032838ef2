/** How long the browser may take to reach its push service before the page says it could not. */
export const SUBSCRIBE_TIME_LIMIT_MS = 8_000;

export class PushUnavailable extends Error {}

/** A name for this device from its browser and system ("Chrome on Android"), for the person's list. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'Mac'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'this device';
  return `${browser} on ${system}`;
}

/** The VAPID key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** `promise`, or PushUnavailable once `ms` have passed (a browser whose push service is out of reach never answers). */
export function withinTime<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushUnavailable(what)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Asks the browser for a push subscription for the portal's key: permission first, then the
 * installed service worker, then its push service, each within the time limit.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    throw new PushUnavailable(
      'This browser cannot receive notifications. On an iPhone, add the portal to the Home Screen first.',
    );
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable('Notifications are blocked for the portal in this browser.');
  const registration = await withinTime(
    navigator.serviceWorker.ready,
    SUBSCRIBE_TIME_LIMIT_MS,
    'The portal is not installed in this browser yet; reload the page and try again.',
  );
  const subscription = await withinTime(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }),
    SUBSCRIBE_TIME_LIMIT_MS,
    'This browser could not reach its push service. Try again later, or from another network.',
  );
  return subscription.toJSON();
}
