import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

export const callCalendarRoutes: AreaRoute[] = [
  { path: paths.monthlySchedule, load: () => import('./month-view-page').then((module) => module.MonthlySchedulePage) },
  {
    path: paths.searchMonthlySchedule,
    load: () => import('./month-view-page').then((module) => module.SearchMonthlySchedulePage),
  },
  {
    path: paths.addMonthlySchedule,
    permission: 'call-calendar.write',
    load: () => import('./draft-month-page').then((module) => module.DraftMonthPage),
  },
];
