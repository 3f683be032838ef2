import type { SurgeonDayRole } from '../../shared/schemas/day-overlays.js';
import type { Db } from '../db/connect.js';

/**
 * The call slots ('1st', '2nd', 'O AM', 'O PM') each surgeon holds on `date`, for
 * `GET /daily-schedule-data`'s `surgeonsRole`. The call calendar owns that data: the
 * call-calendar area wires this lookup when it merges. Until then there is none (never fake).
 */
export async function surgeonRolesForDay(_db: Db, _date: string): Promise<SurgeonDayRole[]> {
  return [];
}
