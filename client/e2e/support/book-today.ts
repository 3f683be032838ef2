import { practiceDays } from '../../../server/boards/boards.test-support.js';
import { physicianIds, procedureBody } from '../../../server/daily-schedule/daily-schedule.test-support.js';
import type { Portal } from './portal.js';

/**
 * A procedure of today with the given fields, on the earliest free hour and surgeon (so it is on
 * a board's first page, whatever else the day holds); answers its id.
 */
export async function bookTodaysProcedure(
  portal: Portal,
  staffToken: string,
  fields: Record<string, unknown>,
): Promise<number> {
  const surgeons = await physicianIds(portal.t);
  for (let hour = 5; hour <= 20; hour += 1) {
    for (const surgeon of surgeons) {
      const response = await portal.t.api(staffToken).post(
        '/api/daily-schedule',
        procedureBody(surgeon, {
          event_date: practiceDays(portal.t).today,
          start_time: `${String(hour).padStart(2, '0')}:00`,
          end_time: `${String(hour).padStart(2, '0')}:45`,
          ...fields,
        }),
      );
      if (response.status === 201) return response.body.dailySchedule.id as number;
    }
  }
  throw new Error('no free slot for the procedure');
}
