import { z } from 'zod';
import { requiredDate } from './common.js';

export const OFFICE_NOTE_CLOSE = 'Close';
export const OFFICE_NOTE_BLOCK_TIME = 'BlockTime';

/** An office record as answered (calendar-entries `office`, pushes to month rooms). */
export interface OfficeRecord {
  id: number;
  effective_date_start: string;
  note: string;
}

/** POST /add-ofice-close-data: `create_by` (a boolean in the old client) is ignored. */
export const officeRecordBodySchema = z.object({
  note: z.enum([OFFICE_NOTE_CLOSE, OFFICE_NOTE_BLOCK_TIME], { message: "The note must be 'Close' or 'BlockTime'." }),
  effective_date_start: requiredDate('effective date start'),
});
/** POST /office/{id}/delete-date: undoes the closure on that date. */
export const deleteOfficeDateBodySchema = z.object({ date: requiredDate('date') });

export type OfficeRecordBody = z.infer<typeof officeRecordBodySchema>;
