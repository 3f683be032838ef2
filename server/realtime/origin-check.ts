import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config.js';

/**
 * Whether the request's nearest hop is a proxy we trust to say which host the browser asked
 * for (X-Forwarded-Host). The same TRUST_PROXY setting decides as for addresses.
 */
function trustsForwardedHost(trust: TrustProxy): (peer: string | undefined) => boolean {
  if (trust === false || trust === 0) return () => false;
  if (trust === true || typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust) {
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '') === 6 ? 'ipv6' : 'ipv4';
    if (!address || isIP(address) === 0) continue;
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (peer) => {
    if (!peer) return false;
    const plain = peer.startsWith('::ffff:') ? peer.slice('::ffff:'.length) : peer;
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

const lastValue = (header: string | string[] | undefined): string | undefined => {
  const value = Array.isArray(header) ? header.at(-1) : header;
  return value?.split(',').at(-1)?.trim() || undefined;
};

function hostOfOrigin(origin: string): string | null {
  try {
    return new URL(origin).host; // the default port of the scheme is left out, as in a Host header
  } catch {
    return null;
  }
}

/**
 * socket.io's `allowRequest`: a handshake (polling or WebSocket) from a browser page of another
 * origin is refused. Admitted: no Origin at all (not a browser page: a browser sends one with
 * every WebSocket and every cross-origin request), an origin listed in CORS_ORIGINS, or one
 * whose host is the host the request came to (the Host header, or X-Forwarded-Host from a
 * trusted proxy). The scheme is not compared: behind a TLS proxy the page is https while the
 * request reaches us as http.
 */
export function originCheck(
  corsOrigins: readonly string[],
  trust: TrustProxy,
): (request: IncomingMessage, callback: (error: string | null | undefined, ok: boolean) => void) => void {
  const listed = new Set(corsOrigins.map((origin) => origin.toLowerCase()));
  const trusted = trustsForwardedHost(trust);
  return (request, callback) => {
    const origin = request.headers.origin;
    if (origin === undefined) return callback(null, true);
    if (listed.has(origin.toLowerCase())) return callback(null, true);
    const forwarded = trusted(request.socket.remoteAddress)
      ? lastValue(request.headers['x-forwarded-host'])
      : undefined;
    const host = (forwarded ?? request.headers.host)?.toLowerCase();
    const ok = host !== undefined && hostOfOrigin(origin) === host;
    callback(ok ? null : 'Origin not allowed', ok);
  };
}
