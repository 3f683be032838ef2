import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

export const callCalendarRoutes: AreaRoute[] = [
  // /montly-schedule shows call requests on its cells: composed in app/router.tsx.
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
