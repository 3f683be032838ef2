import type { AreaRoute } from '../lib/area-route';

/** Every signed-in user may use messaging. */
export const messagesRoutes: AreaRoute[] = [
  { path: '/messages', load: () => import('./messages-page').then((module) => module.MessagesPage) },
  { path: '/send-message', load: () => import('./send-message-page').then((module) => module.SendMessagePage) },
  // /recivedbox/:id and /sentbox/:id show the call request a message is about: composed in app/router.tsx.
  { path: '/message-reply/:id/:senderId', load: () => import('./reply-page').then((module) => module.ReplyPage) },
];
