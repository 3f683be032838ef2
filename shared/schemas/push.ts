import { z } from 'zod';

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
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
