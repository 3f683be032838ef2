import { z } from 'zod';
import { acknowledgeWarningsSchema } from './acknowledge-warnings.js';
import { callSlotSchema } from './call-slots.js';
import { requiredDate } from './common.js';

export const OFFICE_NOTE_CLOSE = 'Close';
export const OFFICE_NOTE_BLOCK_TIME = 'BlockTime';

/** A call slot someone was taken off (by time off or a closure), or put back into. */
export const clearedCallSchema = z.object({
  date: z.string(),
  slot: callSlotSchema,
  surgeon_id: z.number().nullable().optional(),
});
export type ClearedCall = z.infer<typeof clearedCallSchema>;

/**
 * An office record as answered (calendar-entries `office`, pushes to month rooms). A closure
 * also says which office holders it took off (`cleared_calls`), so removing it can put them back.
 */
export const officeRecordSchema = z.object({
  id: z.number(),
  effective_date_start: z.string(),
  note: z.string(),
  cleared_calls: z.array(clearedCallSchema).optional(),
});
export type OfficeRecord = z.infer<typeof officeRecordSchema>;

/** POST /add-ofice-close-data: `create_by` (a boolean in the old client) is ignored. */
export const officeRecordBodySchema = z.object({
  note: z.enum([OFFICE_NOTE_CLOSE, OFFICE_NOTE_BLOCK_TIME], { message: "The note must be 'Close' or 'BlockTime'." }),
  effective_date_start: requiredDate('effective date start'),
  /** A closure that takes office holders off warns (422 `schedule_warning`) until acknowledged. */
  acknowledge_warnings: acknowledgeWarningsSchema,
});
/** POST /office/{id}/delete-date: undoes the closure on that date. */
export const deleteOfficeDateBodySchema = z.object({
  date: requiredDate('date'),
  /** Put the O AM / O PM holders the closure took off back, where the slot is still free and the rules allow. */
  restore_holders: acknowledgeWarningsSchema,
});

export type OfficeRecordBody = z.infer<typeof officeRecordBodySchema>;
