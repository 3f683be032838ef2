import type { CalendarFeedResponse } from '../../shared/schemas/calendar-feed.js';
import { api } from '../lib/api-client';

export const calendarFeedApi = {
  /** A new secret URL (absolute, for a calendar app); any earlier one stops working. */
  create: () =>
    api.post<CalendarFeedResponse>('/me/calendar-feed').then(({ url }) => `${window.location.origin}${url}`),
  revoke: () => api.delete<void>('/me/calendar-feed'),
};
