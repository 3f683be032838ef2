import { z } from 'zod';

/** POST /api/me/calendar-feed: the caller's secret feed path (a new one each time; the old one stops working). */
export const calendarFeedResponseSchema = z.object({ url: z.string() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

/** GET /api/calendar-feed/{token}.ics: the token as the URL carries it. */
export const feedTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Unknown feed.')
    .transform((value) => value.slice(0, -'.ics'.length)),
});
