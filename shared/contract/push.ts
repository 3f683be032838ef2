import { z } from 'zod';
import {
  pushDeviceSchema,
  pushPreferencesBodySchema,
  pushPreferencesSchema,
  pushSubscriptionBodySchema,
  removePushSubscriptionBodySchema,
} from '../schemas/push.js';
import { access, endpoint } from './endpoint.js';

/** Web Push (issue 34): the portal's public key, and the signed-in person's devices. */
export const pushContract = {
  key: endpoint({
    method: 'GET',
    path: '/push/key',
    summary: "The portal's VAPID public key, for PushManager.subscribe()",
    access: access.session,
    response: z.object({ publicKey: z.string() }),
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/push/subscriptions',
    summary: 'Lets the portal reach one of my devices (on a known push service or one in PUSH_SERVICE_HOSTS)',
    access: access.session,
    body: pushSubscriptionBodySchema,
    response: z.object({ device: pushDeviceSchema }),
    status: 201,
    refusals: ['validation'],
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/push/subscriptions',
    summary: 'Stops reaching one of my devices',
    access: access.session,
    body: removePushSubscriptionBodySchema,
    response: z.object({ message: z.string() }),
    refusals: ['validation', 'not_found'],
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/push/preferences',
    summary: 'The kinds of notification I turned off for my devices',
    access: access.session,
    response: pushPreferencesSchema,
  }),
  savePreferences: endpoint({
    method: 'PUT',
    path: '/push/preferences',
    summary: 'Turns kinds of notification off (or back on) for my devices; pages stay on while I am on call',
    access: access.session,
    body: pushPreferencesBodySchema,
    response: pushPreferencesSchema,
    refusals: ['validation'],
  }),
  devices: endpoint({
    method: 'GET',
    path: '/push/subscriptions',
    summary: 'The devices the portal may reach for me, with their name and last use',
    access: access.session,
    response: z.object({ devices: z.array(pushDeviceSchema) }),
  }),
};
