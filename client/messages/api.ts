import { messagesContract as contract } from '../../shared/contract/messages.js';
import { usersContract } from '../../shared/contract/users.js';
import { call } from '../lib/api-client';

export interface SendMessageForm {
  subject: string;
  message: string;
  /** User ids as strings, as the old client sent them. */
  recipients: string[];
}

type MessageId = number | string;

export const messagesApi = {
  list: () => call(contract.list),
  /** Marks the message read for the caller. */
  open: (id: MessageId) => call(contract.open, { params: { id } }),
  received: (id: MessageId) => call(contract.received, { params: { id } }),
  sent: (id: MessageId) => call(contract.sent, { params: { id } }),
  replySource: (id: MessageId, senderId: MessageId) => call(contract.replySource, { params: { id, senderId } }),
  send: (body: SendMessageForm) => call(contract.send, { body }).then((r) => r.message),
  reply: (id: MessageId, senderId: MessageId, message: string) =>
    call(contract.reply, { params: { id, senderId }, body: { message } }).then((r) => r.message),
  staff: () => call(usersContract.staff, { query: { status: 'active' } }).then((r) => r.staff),
  physicians: () => call(usersContract.physicians, { query: { status: 'active' } }).then((r) => r.physicians),
};
