import { z } from 'zod';
import { SCHEDULE_WARNING, type ScheduleWarning } from '../schedule-rules.js';
import { CALL_SLOTS } from '../schemas/call-calendar.js';

const scheduleWarningSchema: z.ZodType<ScheduleWarning> = z.object({
  date: z.string(),
  slot: z.enum(CALL_SLOTS).nullable(),
  surgeon_id: z.number(),
  surgeon_name: z.string(),
  reason: z.enum(['time_off', 'office_session', 'consecutive_first_call', 'takes_off_call']),
  message: z.string(),
});

/**
 * The 422 `schedule_warning` refusal (refusal kind `schedule_warning`): soft-rule warnings the
 * user may save past by sending the same body with `acknowledge_warnings: true`.
 */
export const scheduleWarningRefusal = z.object({
  message: z.string(),
  errorType: z.literal(SCHEDULE_WARNING),
  warnings: z.array(scheduleWarningSchema),
  /** The warnings' messages under `acknowledge_warnings`, as forms show field errors. */
  errors: z.object({ acknowledge_warnings: z.array(z.string()) }),
});
export type ScheduleWarningRefusal = z.infer<typeof scheduleWarningRefusal>;
