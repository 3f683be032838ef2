import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

export const dailyScheduleRoutes: AreaRoute[] = [
  { path: paths.dailySchedule, load: () => import('./daily-schedule-page').then((module) => module.DailySchedulePage) },
  {
    path: paths.dailyScheduleByDate,
    load: () => import('./schedule-by-date-page').then((module) => module.ScheduleByDatePage),
  },
  {
    path: paths.addEvent,
    permission: 'daily-schedule.write',
    load: () => import('./add-event-page').then((module) => module.AddEventPage),
  },
  {
    path: paths.editEvent(':id'),
    permission: 'daily-schedule.write',
    load: () => import('./edit-event-page').then((module) => module.EditEventPage),
  },
];
