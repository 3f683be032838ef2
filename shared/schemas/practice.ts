import { z } from 'zod';
import { callFillSettingsSchema } from './call-suggestions.js';

/** GET /api/practice: the one clock of the portal. */
export const practiceClockSchema = z.object({
  /** IANA zone, e.g. America/New_York (the server's TZ). */
  timeZone: z.string(),
  /** `YYYY-MM-DD`: today in that zone. */
  today: z.string(),
  /** The server's instant (ISO 8601), so a device with a wrong clock still shows the right day. */
  now: z.string(),
  /** Minutes past a case's scheduled start before the boards mark it late. */
  lateGraceMinutes: z.number(),
  /** An accepted call swap or give-away waits for a scheduler's approval. */
  swapApprovalRequired: z.boolean(),
  /** Days of notice the practice asks for time off. */
  timeOffNoticeDays: z.number(),
  /** The fairness ledger counts Friday's calls as weekend calls. */
  fridayNightIsWeekend: z.boolean(),
  /** What suggest-fill honours beyond the calendar's own rules. */
  callFill: callFillSettingsSchema,
});
export type PracticeClock = z.infer<typeof practiceClockSchema>;
