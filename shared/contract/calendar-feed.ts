import { z } from 'zod';
import { calendarFeedResponseSchema, feedTokenParamsSchema } from '../schemas/calendar-feed.js';
import { access, endpoint } from './endpoint.js';

/** A personal calendar feed (RFC 5545): its secret URL is its only key. */
export const calendarFeedContract = {
  create: endpoint({
    method: 'POST',
    path: '/me/calendar-feed',
    summary: 'A new secret feed path for the caller; any earlier one stops working',
    access: access.session,
    response: calendarFeedResponseSchema,
    status: 201,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/me/calendar-feed',
    summary: "Stops the caller's feed",
    access: access.session,
    response: z.void(),
    status: 204,
  }),
  feed: endpoint({
    method: 'GET',
    path: '/calendar-feed/:token',
    summary: "The feed's owner's calls, office sessions and time off, the past month and the next twelve",
    access: access.feed,
    params: feedTokenParamsSchema,
    response: z.string(),
    produces: 'text/calendar',
    refusals: ['not_found'],
  }),
};
