import { z } from 'zod';
import { withoutControlCharacters } from './common.js';

/** What a push may be about; each person chooses per kind what reaches their devices (pages excepted while on call). */
export const PUSH_KINDS = ['message', 'call-request', 'call-change', 'page'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * The JSON a push carries to the service worker. Never patient data: a message push names the
 * sender, not the body. Every push carries the unread count, which the worker sets as the badge.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  /** Unread messages of the person now: the app badge (cleared at 0). */
  unread: z.number().int().min(0),
  /** Where a tap on the notification opens the app (a path of the portal). */
  url: z.string(),
  /** Notifications with the same tag replace each other (e.g. one per call day). */
  tag: z.string().optional(),
  /** A page's: what its notification's Acknowledge button sends (server/paging/acknowledge-link.ts). */
  acknowledge: z.object({ url: z.string(), token: z.string() }).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The push services a browser may hand out, by host (a subscription elsewhere is refused). */
export const KNOWN_PUSH_SERVICES: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/, // Chrome, Edge on Android, Opera
  /^updates\.push\.services\.mozilla\.com$/, // Firefox
  /^(web\.push|[a-z0-9-]+\.push)\.apple\.com$/, // Safari, iOS home-screen apps
  /^[a-z0-9-]+\.notify\.windows\.com$/, // Edge on Windows
];

const base64url = (bytes: number, field: string) =>
  z
    .string({ message: `The ${field} key is required.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The ${field} key must be base64url.`)
    .refine(
      // Unpadded base64url holds 3 bytes in 4 characters: n bytes take ceil(4n / 3) of them.
      (value) => value.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3),
      `The ${field} key must be ${bytes} bytes.`,
    );

/** POST /api/push/subscriptions: what `PushSubscription.toJSON()` gives, and a name for the device. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ message: 'The endpoint is required.' })
    .max(1024, 'The endpoint may be at most 1024 characters.')
    .url('The endpoint must be an address.'),
  keys: z.object({ p256dh: base64url(65, 'p256dh'), auth: base64url(16, 'auth') }),
  device_name: z
    .string()
    .trim()
    .max(80, 'The device name may be at most 80 characters.')
    .refine(...withoutControlCharacters('device name'))
    .optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions: this device by its endpoint, or one of my devices by its id (from my list). */
export const removePushSubscriptionBodySchema = z
  .object({
    endpoint: z
      .string()
      .max(1024, 'The endpoint may be at most 1024 characters.')
      .refine(...withoutControlCharacters('endpoint'))
      .optional(),
    id: z.coerce.number().int().positive('The id must be a device of yours.').optional(),
  })
  .refine((body) => (body.endpoint === undefined) !== (body.id === undefined), {
    path: ['endpoint'],
    message: 'Name the device by its endpoint or by its id.',
  });

/** One of my devices, as my profile lists it: never the endpoint itself (whoever holds it can push to me). */
export const pushDeviceSchema = z.object({
  id: z.number(),
  device_name: z.string(),
  service: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** GET /api/push/preferences: the kinds I turned off, and whether I am on call today (pages then reach me anyway). */
export const pushPreferencesSchema = z.object({ off: z.array(z.enum(PUSH_KINDS)), on_call_today: z.boolean() });
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

export const pushPreferencesBodySchema = z.object({
  off: z
    .array(z.enum(PUSH_KINDS, { message: `Each kind must be one of ${PUSH_KINDS.join(', ')}.` }))
    .max(PUSH_KINDS.length, 'Each kind at most once.')
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Each kind at most once.'),
});
