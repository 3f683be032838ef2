import { z } from 'zod';

/** A physician as the clinical areas list them (`GET /surgeons`, `/get-surgeons`, `/vacation/filter-surgeons`). */
export const surgeonSchema = z.object({
  id: z.number(),
  name: z.string(),
  initial: z.string(),
});
export type Surgeon = z.infer<typeof surgeonSchema>;
