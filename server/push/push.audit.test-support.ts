import { createECDH, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { fields, writeOf, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/audit-sweep';

/** The audit sweep's cases of Web Push devices (server/test/audit-sweep.ts): named, never their endpoint. */
export const PUSH_WRITES: WriteCase[] = [
  {
    route: 'POST /api/push/subscriptions',
    area: 'push-subscriptions',
    action: 'create',
    arrange: async ({ as }) =>
      writeOf(
        () =>
          as('physician').post('/api/push/subscriptions', {
            endpoint: ENDPOINT,
            keys: keys(),
            device_name: 'Ward phone',
          }),
        (body: { device: { id: number } }) => String(body.device.id),
        (entry) => {
          expect(fields(entry.after)).toMatchObject({ device_name: 'Ward phone', service: 'fcm.googleapis.com' });
          expect(JSON.stringify(entry.after)).not.toContain('audit-sweep');
        },
      ),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    area: 'push-subscriptions',
    action: 'remove',
    arrange: async ({ as }) => {
      const endpoint = `${ENDPOINT}-2`;
      const made = await as('mchen').post('/api/push/subscriptions', { endpoint, keys: keys() });
      return writeOf(
        () => as('mchen').delete('/api/push/subscriptions', { endpoint }),
        () => String(made.body.device.id),
        (entry) => expect(fields(entry.before)).toMatchObject({ device_name: 'This device' }),
      );
    },
  },
  {
    route: 'PUT /api/push/preferences',
    area: 'push-subscriptions',
    action: 'update',
    arrange: async ({ as, ids }) =>
      writeOf(
        () => as('pnatarajan').put('/api/push/preferences', { off: ['call-change'] }),
        () => String(ids.pnatarajan),
        (entry) => expect([fields(entry.before).off, fields(entry.after).off]).toEqual([[], ['call-change']]),
      ),
  },
];

export const PUSH_REFUSALS: RefusedWrite[] = [
  {
    name: 'an unknown kind turned off (422)',
    arrange:
      async ({ as }) =>
      () =>
        as('physician').put('/api/push/preferences', { off: ['gossip'] }),
    status: 422,
  },
  {
    name: 'an endpoint on another host (422)',
    arrange:
      async ({ as }) =>
      () =>
        as('physician').post('/api/push/subscriptions', { endpoint: 'https://evil.example/x', keys: keys() }),
    status: 422,
  },
  {
    name: "removing a device that is not one's own (404)",
    arrange:
      async ({ as }) =>
      () =>
        as('staff').delete('/api/push/subscriptions', { endpoint: `${ENDPOINT}-none` }),
    status: 404,
  },
];
