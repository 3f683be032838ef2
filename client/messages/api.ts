import type {
  MessageRecord,
  MessagesResponse,
  MessageViewResponse,
  OpenMessageResponse,
  ReplySourceResponse,
} from '../../shared/schemas/messages.js';
import type { PersonOption } from '../../shared/schemas/users.js';
import { api } from '../lib/api-client';

export interface SendMessageForm {
  subject: string;
  message: string;
  /** User ids as strings, as the old client sent them. */
  recipients: string[];
}

export const messagesApi = {
  list: () => api.get<MessagesResponse>('/messages'),
  /** Marks the message read for the caller. */
  open: (id: number | string) => api.get<OpenMessageResponse>(`/message/${id}`),
  received: (id: number | string) => api.get<MessageViewResponse>(`/recivedbox/${id}`),
  sent: (id: number | string) => api.get<MessageViewResponse>(`/sentbox/${id}`),
  replySource: (id: number | string, senderId: number | string) =>
    api.get<ReplySourceResponse>(`/message-reply/${id}/${senderId}`),
  send: (form: SendMessageForm) => api.post<{ message: MessageRecord }>('/send-message', form).then((r) => r.message),
  reply: (id: number | string, senderId: number | string, message: string) =>
    api.post<{ message: MessageRecord }>(`/message/reply/${id}/${senderId}`, { message }).then((r) => r.message),
  staff: () => api.get<{ staff: PersonOption[] }>('/users/staff?status=active').then((r) => r.staff),
  physicians: () =>
    api.get<{ physicians: PersonOption[] }>('/users/physicians?status=active').then((r) => r.physicians),
};
