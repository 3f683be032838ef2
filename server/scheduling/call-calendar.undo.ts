import type { FastifyInstance } from 'fastify';
import { callDayHistoryOf } from './call-day-history.js';
import { registerCallDayUndo } from './call-entries.undo.js';
import { registerOfficeClosuresUndo } from './office-closures.undo.js';
import { registerOfficeHoursUndo } from './office-hours.undo.js';
import { timeOffHistoryView } from './time-off-history-view.js';
import { registerTimeOffUndo } from './time-off.undo.js';

/** The call calendar's History: a day's own entries and those of what changed it, and their Undo. */
export function registerCallCalendarUndo(app: FastifyInstance): void {
  registerCallDayUndo(app);
  registerTimeOffUndo(app);
  registerOfficeClosuresUndo(app);
  registerOfficeHoursUndo(app);
  app.histories.register('call-calendar', callDayHistoryOf);
  app.histories.registerView('call-calendar', timeOffHistoryView);
  app.histories.registerView('time-off', timeOffHistoryView);
}
