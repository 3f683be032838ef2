import type { FastifyInstance } from 'fastify';
import { expireDueRequests } from './call-requests.service.js';

/** How often each node looks for requests whose call has started. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Expires due requests every minute on each node (the change is conditional, so one node wins
 * each). The timer does not keep the process alive; closing the app stops it and waits for a
 * sweep under way, so a graceful shutdown never cuts one off mid-transaction.
 */
export function startCallRequestExpiry(app: FastifyInstance, everyMs = EXPIRY_SWEEP_MS): void {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = expireDueRequests(app, new Date()).catch((error: unknown) => {
      app.log.error({ err: error }, 'call request expiry failed');
      app.databaseHealth.noteFailure(error);
    });
  };
  const timer = setInterval(sweep, everyMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
