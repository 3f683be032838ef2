import { z } from 'zod';
import { SCHEDULE_WARNING } from '../../shared/schedule-rules.js';

/** What every refusal carries (server/plugins/errors.ts). */
export const errorBodySchema = z.object({ message: z.string() }).meta({ id: 'ErrorBody' });

const fieldErrors = z.record(z.string(), z.array(z.string()));

/** 422: the first message, and every message keyed by field (`general` for the body as a whole). */
export const validationErrorSchema = z
  .object({ message: z.string(), errors: fieldErrors })
  .meta({ id: 'ValidationError', description: 'Bad input: messages keyed by field.' });

/** 422 for soft scheduling rules: resend with `acknowledge_warnings: true` to save anyway. */
export const scheduleWarningSchema = z
  .object({
    message: z.string(),
    errorType: z.literal(SCHEDULE_WARNING),
    warnings: z.array(
      z.object({
        date: z.string(),
        slot: z.string().nullable(),
        surgeon_id: z.number(),
        surgeon_name: z.string(),
        reason: z.string(),
        message: z.string(),
      }),
    ),
    errors: fieldErrors,
  })
  .meta({
    id: 'ScheduleWarning',
    description: 'Scheduling warnings: resend with `acknowledge_warnings: true` to save anyway.',
  });
