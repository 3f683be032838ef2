import type { z } from 'zod';
import type { sendMessageBodySchema } from '../../shared/schemas/messages.js';

export type NewMessageBody = z.input<typeof sendMessageBodySchema>;

/** A valid message to `recipients` (user ids, as the form sends them); override the rest. */
export function buildMessage(overrides: Partial<NewMessageBody> & Pick<NewMessageBody, 'recipients'>): NewMessageBody {
  return { subject: 'Secret subject', message: 'Secret body', ...overrides };
}
