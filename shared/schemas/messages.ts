import { z } from 'zod';
import { idSchema, requiredText } from './common.js';

export const SUBJECT_MAX = 191;
export const MESSAGE_MAX = 10_000;
/** More than any practice has users; keeps one request's work bounded. */
export const RECIPIENTS_MAX = 5_000;
/** How many messages of each box `GET /messages` answers (newest first); the unread count covers all. */
export const MESSAGE_LIST_LIMIT = 300;

/**
 * Recipients arrive as a list of ids, numbers or strings ("3"). Every problem is reported
 * under `recipients` itself (not `recipients.0`), as the form shows one message there.
 */
const recipientsSchema = z.unknown().transform((value, ctx): number[] => {
  const list = Array.isArray(value) ? value : value == null || value === '' ? [] : [value];
  if (list.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'Choose at least one recipient.' });
    return z.NEVER;
  }
  if (list.length > RECIPIENTS_MAX) {
    ctx.addIssue({ code: 'custom', message: `No more than ${RECIPIENTS_MAX} recipients at once.` });
    return z.NEVER;
  }
  const ids = new Set<number>();
  for (const item of list) {
    const parsed = idSchema.safeParse(item);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'The recipients must be user ids.' });
      return z.NEVER;
    }
    ids.add(parsed.data);
  }
  return [...ids];
});

export const sendMessageBodySchema = z.object({
  subject: requiredText('subject', SUBJECT_MAX),
  message: requiredText('message', MESSAGE_MAX, { multiline: true }),
  recipients: recipientsSchema,
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const replyBodySchema = z.object({ message: requiredText('message', MESSAGE_MAX, { multiline: true }) });
export type ReplyBody = z.infer<typeof replyBodySchema>;

export const replyParamsSchema = z.object({ id: idSchema, senderId: idSchema });

export const messagePersonSchema = z.object({ id: z.number(), name: z.string() });
export type MessagePerson = z.infer<typeof messagePersonSchema>;

const messageFields = {
  id: z.number(),
  subject: z.string(),
  message: z.string(),
  sender: messagePersonSchema,
  created_at: z.string(),
};

/** A message in a list, as the caller sees it (`is_read` is theirs; sent messages are read). */
export const messageRecordSchema = z.object({
  ...messageFields,
  recipients: z.array(messagePersonSchema),
  is_read: z.boolean(),
  /** The message this one replies to, if any. */
  reply_to: z.number().nullable(),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

/** `GET /messages`. */
export const messagesResponseSchema = z.object({
  received: z.array(messageRecordSchema),
  sent: z.array(messageRecordSchema),
  unreadCount: z.number(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** `GET /message/{id}`: the message, now read by the caller, and the caller's new count. */
export const openMessageResponseSchema = z.object({ message: messageRecordSchema, unreadCount: z.number() });
export type OpenMessageResponse = z.infer<typeof openMessageResponseSchema>;

/** `GET /recivedbox/{id}` and `GET /sentbox/{id}`. */
export const messageViewResponseSchema = z.object({
  message: z.object({ ...messageFields, is_read: z.boolean(), reply_to: z.number().nullable() }),
  recipient_names: z.array(z.string()),
});
export type MessageViewResponse = z.infer<typeof messageViewResponseSchema>;

/** `GET /message-reply/{id}/{senderId}`: the first item's subject and sender.name are used. */
export const replySourceResponseSchema = z.object({ replyMessages: z.array(z.object(messageFields)) });
export type ReplySourceResponse = z.infer<typeof replySourceResponseSchema>;

/** The user room's snapshot part 'messages': what the inbox and the badge show. */
export type MessagesSnapshot = MessagesResponse;

/** Events of the user:<id> rooms. */
export interface MessageReceivedEvent {
  message: MessageRecord;
  unreadCount: number;
}
export interface MessageSentEvent {
  message: MessageRecord;
}
export interface UnreadChangedEvent {
  unreadCount: number;
  /** Messages that became read (on another device of the same user, or this one). */
  readMessageIds: number[];
}

/** "Re: subject", not "Re: Re: subject", within the subject's maximum length. */
export function replySubject(subject: string): string {
  const base = /^re:\s/i.test(subject) ? subject : `Re: ${subject}`;
  return base.slice(0, SUBJECT_MAX);
}
