import type { FastifyInstance } from 'fastify';
import { pushContract as contract } from '../../shared/contract/push.js';
import type { PushDevice, PushKind } from '../../shared/schemas/push.js';
import { recordAudit } from '../audit/audit.repository.js';
import { inTransaction } from '../db/transaction.js';
import { declareRoute } from '../http/declare-route.js';
import { fieldError, notFound } from '../http/errors.js';
import { acceptedPushEndpoint, serviceOf } from './push-endpoint.js';
import { registerMessagePushes } from './message-pushes.js';
import { registerCallPushes } from './call-pushes.js';
import { kindsOff, onCallOn, replaceKindsOff } from './push-preferences.repository.js';
import {
  removeOwnSubscription,
  saveSubscription,
  subscriptionsOf,
  type StoredSubscription,
} from './push-subscriptions.repository.js';

const deviceOf = (subscription: StoredSubscription): PushDevice => ({
  id: subscription.id,
  device_name: subscription.device_name,
  service: serviceOf(subscription.endpoint),
  created_at: subscription.created_at,
  last_used_at: subscription.last_used_at,
});

/** Web Push (issue 34), as shared/contract/push.ts declares it; and what is pushed. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  declareRoute(app, contract.key, async () => ({ publicKey: app.config.vapid.publicKey }));

  declareRoute(app, contract.subscribe, async ({ body }, request) => {
    if (!acceptedPushEndpoint(body.endpoint, app.config.pushServiceHosts))
      throw fieldError(
        'endpoint',
        'The endpoint must be on a known push service (Google, Mozilla, Apple or Microsoft).',
      );
    const device = await inTransaction(app, async (trx) => {
      const saved = deviceOf(
        await saveSubscription(trx, {
          userId: request.auth.id,
          sessionId: request.auth.sessionId,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          deviceName: body.device_name || 'This device',
        }),
      );
      // The device's name and push service, never its endpoint or keys (whoever holds them can push to it).
      await recordAudit(trx, {
        actor: request.auth,
        area: 'push-subscriptions',
        action: 'create',
        entityId: saved.id,
        after: saved,
      });
      return saved;
    });
    return { device };
  });

  declareRoute(app, contract.unsubscribe, async ({ body }, request) => {
    await inTransaction(app, async (trx) => {
      const removed = await removeOwnSubscription(trx, request.auth.id, body);
      if (!removed) throw notFound('No such device of yours.');
      await recordAudit(trx, {
        actor: request.auth,
        area: 'push-subscriptions',
        action: 'remove',
        entityId: removed.id,
        before: deviceOf(removed),
      });
    });
    return { message: 'This device will no longer be reached.' };
  });

  const preferencesOf = async (userId: number) => ({
    off: [...((await kindsOff(app.db, [userId])).get(userId) ?? [])].sort() as PushKind[],
    on_call_today: (await onCallOn(app.db, app.clock.today())).has(userId),
  });
  declareRoute(app, contract.preferences, async (_input, request) => preferencesOf(request.auth.id));
  declareRoute(app, contract.savePreferences, async ({ body }, request) => {
    const before = await preferencesOf(request.auth.id);
    if (body.off.includes('page') && before.on_call_today)
      throw fieldError('off', 'Pages cannot be turned off while you are on call today.');
    await inTransaction(app, async (trx) => {
      await replaceKindsOff(trx, request.auth.id, body.off);
      await recordAudit(trx, {
        actor: request.auth,
        area: 'push-subscriptions',
        action: 'update',
        entityId: request.auth.id,
        before: { off: before.off },
        after: { off: [...body.off].sort() },
      });
    });
    return preferencesOf(request.auth.id);
  });

  declareRoute(app, contract.devices, async (_input, request) => ({
    devices: (await subscriptionsOf(app.db, [request.auth.id])).map(deviceOf),
  }));

  registerMessagePushes(app, app.pushes);
  registerCallPushes(app, app.pushes);
}
