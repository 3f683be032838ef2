import { KNOWN_PUSH_SERVICES } from '../../shared/schemas/push.js';

/**
 * Whether the portal may send to `endpoint`: https on a known push service, or on a host (host or
 * host:port) the practice listed in PUSH_SERVICE_HOSTS. Never an arbitrary address: the portal
 * would otherwise post to whatever a signed-in person names (inside the practice's network too).
 */
export function acceptedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (!url.port && KNOWN_PUSH_SERVICES.some((service) => service.test(host))) return true;
  return extraHosts.includes(url.port ? `${host}:${url.port}` : host);
}

/** The push service of an endpoint, as a device list names it ("fcm.googleapis.com"). */
export const serviceOf = (endpoint: string): string => new URL(endpoint).host;
