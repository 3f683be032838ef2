import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

export const callCalendarRoutes: AreaRoute[] = [
  // /montly-schedule shows call requests on its cells, /add-montly-schedule offers suggestions: composed in app/router.tsx.
  {
    path: paths.searchMonthlySchedule,
    load: () => import('./month-view-page').then((module) => module.SearchMonthlySchedulePage),
  },
];
