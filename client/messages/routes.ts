import type { AreaRoute } from '../lib/area-route';

/** Every signed-in user may use messaging. */
export const messagesRoutes: AreaRoute[] = [
  { path: '/messages', load: () => import('./messages-page').then((module) => module.MessagesPage) },
  { path: '/send-message', load: () => import('./send-message-page').then((module) => module.SendMessagePage) },
  {
    path: '/recivedbox/:id',
    load: () => import('./received-message-page').then((module) => module.ReceivedMessagePage),
  },
  { path: '/sentbox/:id', load: () => import('./sent-message-page').then((module) => module.SentMessagePage) },
  { path: '/message-reply/:id/:senderId', load: () => import('./reply-page').then((module) => module.ReplyPage) },
];
