import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

export const blockTimeRoutes: AreaRoute[] = [
  {
    path: paths.blockCalendar,
    load: () => import('./block-calendar-page').then((module) => module.BlockCalendarPage),
  },
  {
    path: paths.editBlockCalendar,
    permission: 'block-time.write',
    load: () => import('./edit-block-calendar-page').then((module) => module.EditBlockCalendarPage),
  },
];
