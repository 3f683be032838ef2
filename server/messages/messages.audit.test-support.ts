import { expect } from 'vitest';
import { fields, writeOf, type Made, type WriteCase } from '../test/audit-sweep.js';
import { buildMessage } from './messages.factories.test-support.js';

/** The audit sweep's cases of messages (server/test/audit-sweep.ts). */
export const MESSAGES_WRITES: WriteCase[] = [
  {
    route: 'POST /api/send-message',
    area: 'messages',
    action: 'send',
    arrange: async ({ as, ids }) =>
      writeOf(
        () =>
          as('staff').post<{ message: Made }>(
            '/api/send-message',
            buildMessage({ recipients: [String(ids.physician), String(ids.admin)] }),
          ),
        (body) => String(body.message.id),
        (entry) => expect(fields(entry.after).recipients).toBe(2),
      ),
  },
  {
    route: 'POST /api/message/reply/:id/:senderId',
    area: 'messages',
    action: 'send',
    arrange: async ({ as, ids }) => {
      const sent = await as('staff').post<{ message: Made }>(
        '/api/send-message',
        buildMessage({ recipients: [String(ids.physician)] }),
      );
      const message = sent.body.message.id;
      return writeOf(
        () => as('physician').post(`/api/message/reply/${message}/${ids.staff}`, { message: 'Secret reply' }),
        () => String(message + 1),
        (entry) => expect(fields(entry.after)).toEqual({ recipients: 1, reply_to: message }),
      );
    },
  },
];
