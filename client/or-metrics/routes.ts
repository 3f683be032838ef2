import type { AreaRoute } from '../lib/area-route';
import { paths } from '../lib/paths';

export const orMetricsRoutes: AreaRoute[] = [
  {
    path: paths.orMetrics,
    permission: 'or-metrics.read',
    load: () => import('./or-metrics-page').then((module) => module.OrMetricsPage),
  },
];
