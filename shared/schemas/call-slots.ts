import { z } from 'zod';
import { isWeekend } from '../dates.js';

/** The four call slots of a day, as the contract names them, and how screens label them. */
export const CALL_SLOTS = ['surgeon_1st', 'surgeon_2nd', 'surgeon_o_am', 'surgeon_o_pm'] as const;
export const callSlotSchema = z.enum(CALL_SLOTS);
export type CallSlot = z.infer<typeof callSlotSchema>;
export const SLOT_LABELS: Record<CallSlot, string> = {
  surgeon_1st: '1st',
  surgeon_2nd: '2nd',
  surgeon_o_am: 'O AM',
  surgeon_o_pm: 'O PM',
};
/** Saturdays and Sundays have 1st and 2nd call but no office slots. */
export const OFFICE_SLOTS: readonly CallSlot[] = ['surgeon_o_am', 'surgeon_o_pm'];
export const slotsOfDay = (date: string): readonly CallSlot[] =>
  isWeekend(date) ? ['surgeon_1st', 'surgeon_2nd'] : CALL_SLOTS;
