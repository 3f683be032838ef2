import { z } from 'zod';

/**
 * `acknowledge_warnings: true` saves despite soft-rule warnings (shared/schedule-rules.ts). It may
 * be left out, and any other value means false (never a 422).
 */
export const acknowledgeWarningsSchema = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 'true' || value === 1 || value === '1');

/** The `acknowledge_warnings` part of any body that soft rules may warn about. */
export const acknowledgeBodySchema = z.object({ acknowledge_warnings: acknowledgeWarningsSchema });
