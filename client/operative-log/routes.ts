import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

export const operativeLogRoutes: AreaRoute[] = [
  { path: paths.operativeLog, load: () => import('./operative-log-page').then((module) => module.OperativeLogPage) },
  {
    path: paths.operativeLogSearch,
    load: () => import('./operative-log-search-page').then((module) => module.OperativeLogSearchPage),
  },
  {
    path: paths.operativeLogSearchDate,
    load: () => import('./operative-log-date-page').then((module) => module.OperativeLogDatePage),
  },
];
