import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

const ONE_YEAR_SECONDS = 31_536_000;

/** Whether a request path is the API's, however it is spelled (escapes, case, dot segments, `//`, `;`). */
export function isApiPath(url: string): boolean {
  let path = url.split('?')[0]!;
  try {
    path = decodeURIComponent(new URL(path.replace(/\/{2,}/g, '/'), 'http://portal.invalid').pathname);
  } catch {
    // A malformed escape: judge the path as given.
  }
  return /^\/+api(?:$|[/;.])/i.test(path);
}

/**
 * Security headers on every answer (helmet's set, a CSP that lets the page connect only to its
 * own origin and CORS_ORIGINS; 'self' covers same-origin ws:/wss: in current browsers), HSTS when
 * the portal is served over HTTPS, and `Cache-Control: no-store` on every API answer, errors
 * included: patient data must not stay in a browser's or a proxy's cache.
 */
export async function registerHttpHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.corsOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: config.servedOverHttps ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.routeOptions.url ?? request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
